import CLibFuzzer
import Foundation

/// Runs libFuzzer on `target` with the process's arguments: what each fuzz target's `@main` does.
public enum FuzzerMain {
    public static func run(_ target: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        let status = LLVMFuzzerRunDriver(&argc, &argv, target)
        exit(status)
    }
}
