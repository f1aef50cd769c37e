import sys, subprocess, resource, os
M=__import__('os').environ.get('TPM', '.build/debug/Modules')
HDR='''import Foundation
@_spi(Generated) import TrackPlan
extension TrackPlan.ValidationReport {
    mutating func checkMaxLengthS(_ value: Swift.String, _ maxLength: Swift.Int, at path: Swift.StaticString) {}
    mutating func checkMaxLengthO(_ value: Swift.String?, _ maxLength: Swift.Int, at path: @autoclosure () -> Swift.String) {}
}
extension TrackPlan.JSONWriter {
    mutating func memberInteger(_ key: Swift.StaticString, _ value: Swift.Int) {}
    mutating func memberOptionalInteger(_ key: Swift.StaticString, _ value: Swift.Int?) {}
}
'''
FORMS = {
 'chk':   'report.checkMaxLength(self.p{i}, 200, at: "/property_{i}")',
 'chkS':  'report.checkMaxLengthS(self.p{i}, 200, at: "/property_{i}")',
 'chkNoSelf':  'report.checkMaxLength(p{i}, 200, at: "/property_{i}")',
 'iflet': 'if let p{i} = self.o{i} {{ report.checkMaxLength(p{i}, 200, at: "/property_{i}") }}',
 'ifletshort': 'if let o{i} {{ report.checkMaxLength(o{i}, 200, at: "/property_{i}") }}',
 'chkO':  'report.checkMaxLengthO(self.o{i}, 200, at: "/property_{i}")',
 'mem':   'writer.member(escaped: "property_{i}", integer: self.n{i})',
 'memU':  'writer.memberInteger("property_{i}", self.n{i})',
 'memIfLet': 'if let n{i} = self.on{i} {{ writer.member(escaped: "property_{i}", integer: n{i}) }}',
 'memO':  'writer.memberOptionalInteger("property_{i}", self.on{i})',
 'empty': '',
}
def src(form, funcs=50, stmts=20):
    out=[HDR]
    for f in range(funcs):
        out.append('struct S%d {' % f)
        for i in range(stmts):
            out.append('  let p%02d: Swift.String; let o%02d: Swift.String?; let n%02d: Swift.Int; let on%02d: Swift.Int?' % (i,i,i,i))
        out.append('  func v(report: inout TrackPlan.ValidationReport, writer: inout TrackPlan.JSONWriter) {')
        for i in range(stmts): out.append('    ' + FORMS[form].format(i='%02d'%i))
        out.append('  }\n}')
    return '\n'.join(out)
def run(form):
    p='/tmp/tc/m/%s.swift'%form; open(p,'w').write(src(form))
    r0=resource.getrusage(resource.RUSAGE_CHILDREN)
    o=subprocess.run(['swift-frontend','-frontend','-typecheck','-primary-file',p,'-swift-version','6','-module-name','M','-I',M],capture_output=True,text=True)
    r1=resource.getrusage(resource.RUSAGE_CHILDREN)
    if o.returncode: print(o.stderr[:1500]); sys.exit(1)
    return r1.ru_utime-r0.ru_utime+r1.ru_stime-r0.ru_stime
forms=sys.argv[1].split(',')
res={f:[] for f in forms}
for k in range(int(sys.argv[2])):
    for f in forms: res[f].append(run(f))
e=None
for f in forms:
    m=min(res[f]); 
    if f=='empty': e=m
    print('%-12s %.3f s  (%s us/stmt over empty)'%(f,m, '%.0f'%((m-e)/1000*1e6) if e is not None else '?'))
