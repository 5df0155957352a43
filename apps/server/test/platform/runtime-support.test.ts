import { describe, expect, it } from 'vitest';
import { RECOMMENDED_NODE, runtimeWarning } from '../../src/platform/runtime-support.ts';

describe('the runtime a production server runs on', () => {
  const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

  it('names the end of life of an LTS line from that day on, and the line to run instead', () => {
    expect(runtimeWarning('20.20.2', day('2026-04-29'))).toBeUndefined();
    const warning = runtimeWarning('v20.20.2', day('2026-04-30'));
    expect(warning).toContain('Node.js 20 reached its end of life on 2026-04-30');
    expect(warning).toContain(`run Node.js ${RECOMMENDED_NODE} LTS`);
    expect(runtimeWarning('22.12.0', day('2027-05-01'))).toContain('2027-04-30');
  });

  it('says nothing of a supported line, nor of one it does not know', () => {
    expect(runtimeWarning('24.22.3', day('2026-11-30'))).toBeUndefined();
    expect(runtimeWarning('26.12.1', day('2030-01-01'))).toBeUndefined();
    expect(runtimeWarning('not a version', day('2030-01-01'))).toBeUndefined();
  });
});
