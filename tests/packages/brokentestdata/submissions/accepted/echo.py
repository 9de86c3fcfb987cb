# Echo: print the input.
print(input())
