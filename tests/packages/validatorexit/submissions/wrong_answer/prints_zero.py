# accepted/sevens.py printing 0 when there is no multiple: WA on 02, through the validator's one
# path there that works ("expected nothing, found 0"); AC on the others.
multiples = list(range(7, int(input()), 7))
print(*(multiples or [0]))
