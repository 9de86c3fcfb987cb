// expect: RE on 01: index out of range
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
