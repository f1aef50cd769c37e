#!/usr/bin/env python3
"""Ablation harness: variant transforms of one generated events file; times a single frontend job (primary = variant)."""
import re, subprocess, sys, os, json, glob, resource, shutil
SO = '/tmp/tc/so'
M = os.environ.get('TPM', '.build/debug/Modules')
base = open(SO + '/TrackPlan+events+events_0000.swift').read()

def v_noeq(s): return s.replace(', Swift.Equatable {', ' {')
def v_enum_min(s): return s.replace(': Swift.String, Swift.Sendable, Swift.Hashable, Swift.CaseIterable {', ': Swift.String, Swift.Sendable {')
def v_enum_nocase(s): return s.replace(': Swift.String, Swift.Sendable, Swift.Hashable, Swift.CaseIterable {', ': Swift.String, Swift.Sendable, Swift.Hashable {')
def v_unqual(s): return re.sub(r'\bSwift\.(String|Int|Double|Bool|Equatable|Sendable|Hashable|CaseIterable)\b', r'\1', s)
def v_nodoc(s): return '\n'.join(l for l in s.split('\n') if not l.strip().startswith('///'))
def v_static_let(s):
    s = re.sub(r'public static var (kind): TrackPlan.EventKind \{ (.*?) \}', r'public static let \1: TrackPlan.EventKind = \2', s)
    s = re.sub(r'public static var (wireName|consentCategory): (Swift.String\??) \{ (.*?) \}', r'public static let \1: \2 = \3', s)
    return s
def v_nofactory(s): return re.sub(r'\nextension TrackPlan.TrackedEvent where Self == .*?\n}\n', '\n', s, flags=re.S)
def v_nobodies(s):
    s = re.sub(r'(public func validate\(into report: inout TrackPlan.ValidationReport\) \{\n).*?\n    \}\n', r'\1    }\n', s, flags=re.S)
    s = re.sub(r'(public func encodeProperties\(into writer: inout TrackPlan.JSONWriter\) \{\n).*?\n    \}\n', r'\1    }\n', s, flags=re.S)
    return s
def v_nodefaults(s): return s.replace('? = nil', '?')

def v_noinit(s): return re.sub(r'\n    public init\(\n.*?\n    \}\n', '\n', s, flags=re.S)
def v_initempty(s): return re.sub(r'(\n    public init\(\n.*?\) \{\n).*?\n    \}\n', lambda m: m.group(1) + '        fatalError()\n    }\n', s, flags=re.S)
def v_nopattern(s):
    s = re.sub(r'nonisolated\(unsafe\) private static let (\w+): Regex<AnyRegexOutput> = .*', r'nonisolated(unsafe) private static let \1: Regex<AnyRegexOutput> = { fatalError() }()', s)
    return s
def v_noenumtypes(s):
    s = re.sub(r'\n    /// [^\n]*\n    ///\n    /// Plan: [^\n]*\n    public enum \w+: Swift.String.*?\n    \}\n', '\n', s, flags=re.S)
    s = re.sub(r'\b(SyntheticEvent\d+\.)?Property\d\d\b', 'Swift.String', s)
    s = s.replace('.rawValue)', ')')
    return s

EXT = """
extension TrackPlan.ValidationReport {
%s
}
extension TrackPlan.JSONWriter {
%s
}
"""
CHECKS = {'checkMaxLength': 'Swift.String?, _ b: Swift.Int', 'checkMinLength': 'Swift.String?, _ b: Swift.Int',
  'checkIntegerMinimum': 'Swift.Int?, _ b: Swift.Int', 'checkIntegerMaximum': 'Swift.Int?, _ b: Swift.Int',
  'checkNumberMinimum': 'Swift.Double?, _ b: Swift.Double', 'checkNumberMaximum': 'Swift.Double?, _ b: Swift.Double',
  'checkNumberMultipleOf': 'Swift.Double?, _ b: Swift.Double', 'checkFinite': 'Swift.Double?',
  'checkFormat': 'Swift.String?, _ b: TrackPlan.StringFormat', 'checkMaxItems': '[Swift.String]?, _ b: Swift.Int', 'checkUnique': '[Swift.String]?'}
MEMBERS = {'string': 'Swift.String', 'integer': 'Swift.Int', 'number': 'Swift.Double', 'bool': 'Swift.Bool', 'date': 'Foundation.Date'}
def v_optcalls(s):
    ext = EXT % ('\n'.join('    mutating func %sO(_ a: %s, at path: @autoclosure () -> Swift.String) {}' % (k, v) for k, v in CHECKS.items()),
                 '\n'.join('    mutating func optionalMember(escaped key: Swift.StaticString, %s value: %s?) {}' % (k, v) for k, v in MEMBERS.items()))
    def block(m):
        ind, name, body = m.group(1), m.group(2), m.group(3)
        out = []
        for line in body.strip('\n').split('\n'):
            l = line.strip()
            mm = re.match(r'report\.(check\w+)\(%s(, .*)?, at: (.*)\)$' % name, l)
            if mm and mm.group(1) in CHECKS:
                out.append('%sreport.%sO(self.%s%s, at: %s)' % (ind, mm.group(1), name, mm.group(2) or '', mm.group(3))); continue
            mm = re.match(r'writer\.member\(escaped: (".*?"), (\w+): %s\)$' % name, l)
            if mm and mm.group(2) in MEMBERS:
                out.append('%swriter.optionalMember(escaped: %s, %s: self.%s)' % (ind, mm.group(1), mm.group(2), name)); continue
            return m.group(0)
        return '\n'.join(out) + '\n'
    s = re.sub(r'( +)if let (\w+) = self\.\2 \{\n((?:.*\n)*?)\1\}\n', block, s)
    return s + ext
def v_nohash(s): return s.replace(', Swift.Hashable, Swift.CaseIterable {', ', Swift.CaseIterable {')

def v_unchecked(s): return re.sub(r'public struct (\w+): TrackPlan.TrackedEvent, Swift.Equatable \{', r'public struct \1: TrackPlan.TrackedEvent, @unchecked Swift.Sendable, Swift.Equatable {', s)
def v_range(s):
    s = re.sub(r'report\.checkIntegerMinimum\(([\w.]+), (-?\d+), at: (".*?")\)\n\s*report\.checkIntegerMaximum\(\1, (-?\d+), at: \3\)', r'report.checkIntegerRange(\1, \2, \4, at: \3)', s)
    s = re.sub(r'report\.checkMinLength\(([\w.]+), (\d+), at: (".*?")\)\n\s*report\.checkMaxLength\(\1, (\d+), at: \3\)', r'report.checkLength(\1, \2, \4, at: \3)', s)
    return s + """
extension TrackPlan.ValidationReport {
    mutating func checkIntegerRange(_ a: Swift.Int, _ b: Swift.Int, _ c: Swift.Int, at path: @autoclosure () -> Swift.String) {}
    mutating func checkLength(_ a: Swift.String, _ b: Swift.Int, _ c: Swift.Int, at path: @autoclosure () -> Swift.String) {}
}
"""

def v_factoryfatal(s): return re.sub(r'(\) -> (SyntheticEvent\d+) \{\n)        \2\(\n.*?\n        \)\n', r'\1        fatalError()\n', s, flags=re.S)
def v_factoryself(s): return re.sub(r'(\) -> (SyntheticEvent\d+) \{\n        )\2\(\n', r'\1Self(\n', s)
def v_factorynodefaults(s):
    return re.sub(r'(public static func \w+\(\n.*?\n    \) -> )', lambda m: m.group(1).replace('? = nil', '?'), s, flags=re.S)

def v_scopedfound(s): return s.replace('import Foundation\n', 'import struct Foundation.Date\n', 1)

VISITOR = """
public struct Visitor {
    mutating func string(_ key: Swift.StaticString, _ value: Swift.String?, minLength: Swift.Int = 0, maxLength: Swift.Int = .max) {}
    mutating func integer(_ key: Swift.StaticString, _ value: Swift.Int?, minimum: Swift.Int = .min, maximum: Swift.Int = .max) {}
    mutating func number(_ key: Swift.StaticString, _ value: Swift.Double?, minimum: Swift.Double = -.infinity, maximum: Swift.Double = .infinity) {}
    mutating func bool(_ key: Swift.StaticString, _ value: Swift.Bool?) {}
    mutating func date(_ key: Swift.StaticString, _ value: Foundation.Date?) {}
    mutating func nullableString(_ key: Swift.StaticString, _ value: TrackPlan.Nullable<Swift.String>?, maxLength: Swift.Int = .max) {}
    mutating func strings(_ key: Swift.StaticString, _ value: [Swift.String]?, maxItems: Swift.Int = .max) {}
}
"""
def v_fused(s):
    s = v_nobodies(s)
    out = []
    props = []
    for line in s.split('\n'):
        m = re.match(r'    public let (property(\d+)): (.*)$', line)
        if m: props.append((m.group(1), 'property_' + m.group(2), m.group(3)))
        if line.startswith('    public func encodeProperties(into writer: inout TrackPlan.JSONWriter) {'):
            spi = out.pop()
            out.append('    public func visit(_ v: inout Visitor) {')
            for name, key, ty in props:
                opt = ty.endswith('?')
                base = ty.rstrip('?')
                q = '?' if opt else ''
                if base == 'Swift.String': st = 'v.string("%s", self.%s, minLength: 1, maxLength: 64)' % (key, name)
                elif base == 'Swift.Int': st = 'v.integer("%s", self.%s, minimum: 0, maximum: 999)' % (key, name)
                elif base == 'Swift.Double': st = 'v.number("%s", self.%s, minimum: 0)' % (key, name)
                elif base == 'Swift.Bool': st = 'v.bool("%s", self.%s)' % (key, name)
                elif base == 'Foundation.Date': st = 'v.date("%s", self.%s)' % (key, name)
                elif base.startswith('TrackPlan.Nullable'): st = 'v.nullableString("%s", self.%s, maxLength: 200)' % (key, name)
                elif base.startswith('['): st = 'v.strings("%s", self.%s, maxItems: 10)' % (key, name)
                else: st = 'v.string("%s", self.%s%s.rawValue)' % (key, name, q)
                out.append('        ' + st)
            out.append('    }\n')
            out.append(spi)
            props = []
        out.append(line)
    return '\n'.join(out) + VISITOR
VARS = {k[2:]: v for k, v in globals().items() if k.startswith('v_')}
VARS['base'] = lambda s: s

def run(name, text, stats=False):
    d = '/tmp/tc/h/' + name; os.makedirs(d, exist_ok=True)
    p = d + '/Events.swift'; open(p, 'w').write(text)
    args = ['swift-frontend', '-frontend', '-typecheck', '-primary-file', p, SO + '/TrackPlan.swift', SO + '/TrackPlan+shared.swift',
            '-swift-version', '6', '-module-name', 'Synthetic', '-I', M]
    if stats:
        sd = d + '/st'; shutil.rmtree(sd, ignore_errors=True); os.makedirs(sd)
        args += ['-stats-output-dir', sd, '-fine-grained-timers']
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run(args, capture_output=True, text=True)
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    if out.returncode: print(name, 'FAILED', out.stderr[:2000]); sys.exit(1)
    t = (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)
    if stats:
        j = json.load(open(glob.glob(sd + '/*.json')[0]))
        return t, j
    return t

if __name__ == '__main__':
    names = sys.argv[1].split(',')
    reps = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    texts = {}
    for n in names:
        t = base
        for part in n.split('+'): t = VARS[part](t)
        texts[n] = t
    res = {n: [] for n in names}
    for i in range(reps):
        for n in names: res[n].append(run(n.replace('+','_'), texts[n]))
    for n in names:
        xs = sorted(res[n]); print('%-30s min %.3f med %.3f' % (n, xs[0], xs[len(xs)//2]))
