#!/usr/bin/env python3
# tessera-cli check --format=json gives the object docs/man/tessera-cli.1
# describes, parsed as a program would: the shipped examples all pass;
# a wrong expectation, a file that does not load and a board warning are
# each where the page says, in English although LANGUAGE=cs (whose
# translation the human format does use: checked first).
# Usage: check-json.py TESSERA_CLI EXAMPLES_DIR

import json
import os
import subprocess
import sys
import tempfile

HEAD = '<?xml version="1.0"?>\n<scenario xmlns="urn:tessera:scenario:1" format="1">\n'
FILES = {
    'broken.tessera': HEAD + '  <players>\n</scenario>\n',
    'wrong.tessera': HEAD + '  <players><player id="red"/></players>\n'
                            '  <board><tile type="base.D" x="0" y="0" rotation="0"/></board>\n'
                            '  <expect><score player="red" value="2"/></expect>\n'
                            '</scenario>\n',
    # Two tiles whose sides do not match: a warning, not a failure.
    'warned.tessera': HEAD + '  <players><player id="red"/></players>\n'
                             '  <board><tile type="base.D" x="0" y="0" rotation="0"/>\n'
                             '    <tile type="base.D" x="0" y="1" rotation="0"/></board>\n'
                             '</scenario>\n',
}


def check(cli, *args):
    env = dict(os.environ, LANGUAGE='cs')
    return subprocess.run([cli, 'check', *args], env=env, capture_output=True, text=True)


def validate(document):
    """Every field the page names, of the type it says."""
    assert set(document) == {'files', 'passed', 'failed'}, document.keys()
    assert document['passed'] + document['failed'] == len(document['files'])
    for entry in document['files']:
        assert set(entry) == {'path', 'passed', 'checks', 'warnings'}, entry.keys()
        assert isinstance(entry['path'], str) and isinstance(entry['passed'], bool)
        assert entry['checks'][0]['name'] == 'load'
        for c in entry['checks']:
            assert set(c) == {'name', 'line', 'outcome', 'message'}, c.keys()
            assert c['outcome'] in ('pass', 'fail', 'not-reached'), c
            assert (c['message'] is None) == (c['outcome'] != 'fail'), c
            assert c['line'] is None or isinstance(c['line'], int), c
        assert entry['passed'] == all(c['outcome'] != 'fail' for c in entry['checks'])
        assert all(isinstance(w, str) for w in entry['warnings'])


def main(cli, examples):
    shipped = check(cli, '--format=json', examples)
    assert shipped.returncode == 0, shipped.stderr
    document = json.loads(shipped.stdout)
    validate(document)
    assert document['failed'] == 0 and document['passed'] >= 30, document
    assert all(len(f['checks']) > 1 for f in document['files'])

    with tempfile.TemporaryDirectory() as directory:
        for name, text in FILES.items():
            with open(os.path.join(directory, name), 'w', encoding='utf-8') as f:
                f.write(text)

        human = check(cli, directory)
        assert 'prošel 1, selhaly 2' in human.stdout, human.stdout

        result = check(cli, '--format=json', directory)
        assert result.returncode == 1, result.returncode
        assert result.stderr == '', result.stderr
        document = json.loads(result.stdout)
        validate(document)
        files = {os.path.basename(f['path']): f for f in document['files']}
        assert [os.path.basename(f['path']) for f in document['files']] == sorted(FILES)
        assert (document['passed'], document['failed']) == (1, 2)

        broken = files['broken.tessera']
        assert not broken['passed'] and len(broken['checks']) == 1
        assert broken['checks'][0]['outcome'] == 'fail'
        assert 'Opening and ending tag mismatch' in broken['checks'][0]['message']

        wrong = files['wrong.tessera']
        assert not wrong['passed']
        assert wrong['checks'][1] == {'name': '<score player="red" value="2"/>', 'line': 5,
                                      'outcome': 'fail', 'message': "expected red's score 2, found 0"}, wrong

        warned = files['warned.tessera']
        assert warned['passed'] and warned['checks'] == [
            {'name': 'load', 'line': None, 'outcome': 'pass', 'message': None}]
        assert len(warned['warnings']) == 1, warned['warnings']
        assert warned['warnings'][0].startswith(warned['path'] + ':4:'), warned['warnings']
        assert 'do not match on the side they share' in warned['warnings'][0], warned['warnings']

    print(f"check --format=json: {len(FILES)} made-up files and the shipped examples read as documented")


if __name__ == '__main__':
    main(*sys.argv[1:])
