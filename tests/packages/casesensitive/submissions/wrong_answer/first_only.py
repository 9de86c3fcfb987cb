# Capitalizes the first letter and leaves the others as they are: "WORLD" for "wORLD". WA on 01
# only (case_sensitive); AC on sample/1 and 02, whose other letters are already lower case.
word = input()
print(word[:1].upper() + word[1:])
