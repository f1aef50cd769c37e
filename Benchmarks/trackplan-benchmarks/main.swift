print("benchmarks: not yet implemented")
