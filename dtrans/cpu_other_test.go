//go:build !unix

package dtrans

// cpuTime is not measured on this system; benchmarks report 0.
func cpuTime() int64 { return 0 }
