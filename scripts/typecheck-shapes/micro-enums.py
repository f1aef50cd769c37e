import sys, subprocess, resource
M=__import__('os').environ.get('TPM', '.build/debug/Modules')
HDR='import Foundation\n@_spi(Generated) import TrackPlan\n'
def cases(raw=True): return '\n'.join('    case option%d%s' % (k, (' = "option_%d"' % k) if raw else '') for k in range(4))
FORMS = {
 'none': lambda: '',
 'structeqx': lambda: 'public struct X{n}: Swift.Equatable {{ public static func == (lhs: X{n}, rhs: X{n}) -> Swift.Bool {{ true }} }}',
 'structhash': lambda: 'public struct X{n}: Swift.Hashable {{ }}',
 'enumraweq': lambda: 'public enum X{n}: Swift.String {{ case a = "a"; public static func == (lhs: X{n}, rhs: X{n}) -> Swift.Bool {{ true }} }}',
 'struct': lambda: 'public struct X{n} {{ }}',
 'structeq': lambda: 'public struct X{n}: Swift.Equatable {{ }}',
 'plain1': lambda: 'public enum X{n} {{ case a }}',
 'plain8': lambda: 'public enum X{n} {{\n' + '\n'.join('    case option%d' % k for k in range(8)) + '\n}}',
 'structraw': lambda: 'public struct X{n}: Swift.RawRepresentable, Swift.Sendable, Swift.Hashable {{ public let rawValue: Swift.String; public init(rawValue: Swift.String) {{ self.rawValue = rawValue }} }}',
 'cur': lambda: 'public enum X{n}: Swift.String, Swift.Sendable, Swift.Hashable, Swift.CaseIterable {{\n' + cases() + '\n}}',
 'rawonly': lambda: 'public enum X{n}: Swift.String {{\n' + cases() + '\n}}',
 'rawsend': lambda: 'public enum X{n}: Swift.String, Swift.Sendable {{\n' + cases() + '\n}}',
 'plain': lambda: 'public enum X{n} {{\n' + cases(False) + '\n}}',
 'plainconf': lambda: 'public enum X{n}: Swift.Sendable, Swift.Hashable, Swift.CaseIterable {{\n' + cases(False) + '\n}}',
 'manual': lambda: ('public enum X{n}: Swift.RawRepresentable, Swift.Sendable, Swift.Hashable, Swift.CaseIterable {{\n' + cases(False) +
    '\n    public var rawValue: Swift.String {{\n        switch self {{\n' + '\n'.join('        case .option%d: "option_%d"' % (k, k) for k in range(4)) +
    '\n        }}\n    }}\n    public init?(rawValue: Swift.String) {{\n        switch rawValue {{\n' + '\n'.join('        case "option_%d": self = .option%d' % (k, k) for k in range(4)) +
    '\n        default: return nil\n        }}\n    }}\n}}'),
}
def src(form, n=124):
    import os
    return (HDR if not os.environ.get('NOFOUND') else '@_spi(Generated) import TrackPlan\n') + '\n'.join(FORMS[form]().format(n=i) for i in range(n))
def run(form):
    p='/tmp/tc/e/%s.swift'%form; open(p,'w').write(src(form))
    r0=resource.getrusage(resource.RUSAGE_CHILDREN)
    o=subprocess.run(['swift-frontend','-frontend','-typecheck','-primary-file',p,'-swift-version','6','-module-name','M','-I',M],capture_output=True,text=True)
    r1=resource.getrusage(resource.RUSAGE_CHILDREN)
    if o.returncode: print(o.stderr[:1500]); sys.exit(1)
    return r1.ru_utime-r0.ru_utime+r1.ru_stime-r0.ru_stime
forms=sys.argv[1].split(',')
res={f:[] for f in forms}
for k in range(int(sys.argv[2])):
    for f in forms: res[f].append(run(f))
for f in forms: print('%-12s %.3f s'%(f,min(res[f])))
