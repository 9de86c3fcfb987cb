"""The runner of Python submissions (main.py: the entry point): reads n, prints the submission's
solve(n); the submission is the module `solver`."""
import solver

print(solver.solve(int(input())))
