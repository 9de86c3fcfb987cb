# accepted/capitalize.py with upper() for capitalize(): "HELLO" for "Hello". WA on sample/1 and
# 01 only because case_sensitive is set (the default comparison would accept it); AC on 02 ("X").
print(input().upper())
