# Reverse the words: the words of the line, last first, one space between.
print(" ".join(reversed(input().split())))
