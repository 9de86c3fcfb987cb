// The bounds of n that the statement gives (1 <= n <= 32), for nqueens_input.cpp beside this file
// when it runs with no flags, as the data does.
#define NQUEENS_LOW 1
#define NQUEENS_HIGH 32
