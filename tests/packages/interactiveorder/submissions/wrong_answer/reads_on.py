# n + 2, then input() again: EOFError at the end of its input. WA on sample/1 (the validator
# rejected n + 2 and exited first; the EOFError comes from the pipe it closed).
print(int(input()) + 2, flush=True)
input()
