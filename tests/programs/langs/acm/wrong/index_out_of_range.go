// expect: RE on 01: index out of range [1] with length 1, at index_out_of_range.go:12
// Language test program (Go, acm): reads one element past the end of a slice. Expected: RE, with
// Go's panic line and this file's line.
package main

import "fmt"

func main() {
	var n int
	fmt.Scan(&n)
	queens := make([]int, n)
	fmt.Println(queens[n])
}
