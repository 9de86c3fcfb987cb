// expect: TLE on 01: CPU time over
// Language test program (Go, acm): eight goroutines spin on the Go runtime's threads while main
// waits: the CPU time of every thread counts. Expected: TLE.
package main

import "sync"

func main() {
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for x := 0; ; x++ {
			}
		}()
	}
	wg.Wait()
}
