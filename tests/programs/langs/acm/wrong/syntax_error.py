# expect: CE on -: SyntaxError
# Language test program (Python, acm): a syntax error, found by the compile step. Expected: CE.
def main()
    print(1)
