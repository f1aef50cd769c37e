#!/usr/bin/env python3
"""Builds whole-module variants of generated output in /tmp/tc from /tmp/tc/so (generated synthetic plan):
base2 (as generated), best (optional-taking calls instead of `if let`, min+max fused, scoped Foundation import),
fz (one fused visitor statement per property instead of validate + encode bodies). Hand-made shapes for timing only."""
import glob, os, shutil, sys
sys.argv = ['x']
exec(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'ablate-file.py')).read().split('if __name__')[0])
for d in ('base2', 'best', 'fz'):
    shutil.rmtree('/tmp/tc/' + d, ignore_errors=True); os.makedirs('/tmp/tc/' + d)
for f in glob.glob(SO + '/*.swift'):
    s = open(f).read(); name = os.path.basename(f)
    open('/tmp/tc/base2/' + name, 'w').write(s)
    b, z = s, s
    if 'events_' in f:
        b = v_optcalls(b).split('\nextension TrackPlan.ValidationReport {\n    mutating func checkMaxLengthO', 1)[0]
        b = v_range(b); b = b[:b.index('\nextension TrackPlan.ValidationReport {\n    mutating func checkIntegerRange')]
        b = v_scopedfound(b)
        z = v_fused(s).replace(VISITOR, '')
    open('/tmp/tc/best/' + name, 'w').write(b)
    open('/tmp/tc/fz/' + name, 'w').write(z)
open('/tmp/tc/best/Ext.swift', 'w').write('@_spi(Generated) import TrackPlan\nimport struct Foundation.Date\n' + v_optcalls('') + v_range(''))
open('/tmp/tc/fz/Visitor.swift', 'w').write('import Foundation\n@_spi(Generated) import TrackPlan\n' + VISITOR)
