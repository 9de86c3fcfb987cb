# Capitalize: first letter upper case, the rest lower case.
print(input().capitalize())
