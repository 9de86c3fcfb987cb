// expect: RE on 01: failed to create new OS thread
// Language test program (Go, acm): 200 goroutines each hold an OS thread of their own while they
// sleep; the box allows 64 processes and threads, so the Go runtime cannot make them. Expected:
// RE, with the runtime's fatal error.
package main

import (
	"runtime"
	"time"
)

func main() {
	for i := 0; i < 200; i++ {
		go func() {
			runtime.LockOSThread()
			time.Sleep(time.Hour)
		}()
	}
	time.Sleep(5 * time.Second)
}
