# Triangle numbers in Python, reading n through the included module triangle (include/python3/).
# A folder with main.py, the language table's entry point, so that the entry is never in doubt.
import triangle

n = triangle.read_n()
print(n * (n + 1) // 2)
