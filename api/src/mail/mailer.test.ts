import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createMailer } from './mailer';
import { passwordRecoveryMail } from './password-recovery-mail';

describe('outbox mailer', () => {
  it('writes each message as an .eml file and logs its link', async () => {
    const outboxDir = await fs.mkdtemp(path.join(os.tmpdir(), 'outbox-'));
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const mailer = createMailer({ from: 'Portal <no-reply@portal.test>', outboxDir, log });
    const link = 'http://localhost:8080/reset-password/abc_DEF-123';
    await mailer.send(
      passwordRecoveryMail('en', 'vendor@portal.test', link, new Date('2026-11-22T10:05:00Z')),
    );

    const files = await fs.readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await fs.readFile(path.join(outboxDir, files[0]!), 'utf8');
    expect(eml).toContain('To: vendor@portal.test');
    expect(eml).toContain('Subject: Password recovery for the advertising portal');
    expect(eml).toContain(link);
    expect(eml).toContain('22.11.2026 11:05');
    expect(lines.join('\n')).toContain(link);
    mailer.close();
  });
});

describe('passwordRecoveryMail', () => {
  it('escapes what it puts into HTML', () => {
    const mail = passwordRecoveryMail('cs', 'a"b@x.cz', 'http://x/reset-password/a', new Date());
    expect(mail.html).toContain('a&quot;b@x.cz');
    expect(mail.subject).toBe('Obnova hesla do reklamního portálu');
  });
});
