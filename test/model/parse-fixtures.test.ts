import {expect} from '@open-wc/testing';
import {
  DataModel,
  evaluateChecks,
  parseSurface,
  resolve,
  type Issue,
  type SurfaceRecord,
} from '../../src/model/index.js';
import {sampleSurfaces} from '../fixtures/samples.js';

const files = [
  'access-request',
  'connector-setup',
  'dashboard',
  'kitchen-sink',
  'multi-surface',
  'onboarding',
];

async function load(name: string): Promise<SurfaceRecord[]> {
  return sampleSurfaces(name);
}

describe('model: conversation fixtures', () => {
  for (const name of files) {
    it(`${name}: parses without issues and resolves every property without errors`, async () => {
      const surfaces = await load(name);
      expect(surfaces.length).to.be.greaterThan(0);
      for (const record of surfaces) {
        const parsed = parseSurface(record);
        expect(parsed.issues, record.surfaceId).to.deep.equal([]);
        expect(parsed.rootId).to.equal('root');
        expect(parsed.components.size).to.equal(record.components!.length);
        const issues: Issue[] = [];
        const model = new DataModel(parsed.data);
        const scope = {
          model,
          locale: 'en-US',
          report: (issue: Issue) => issues.push(issue),
          open: () => {},
        };
        for (const node of parsed.components.values()) {
          for (const [key, raw] of Object.entries(node.props))
            if (key !== 'action') resolve(raw, scope);
          evaluateChecks(node.checks, scope, node.props.value);
        }
        expect(issues, record.surfaceId).to.deep.equal([]);
      }
    });
  }

  it('kitchen-sink resolves to the values a user should see', async () => {
    const [record] = await load('kitchen-sink');
    const parsed = parseSurface(record);
    const model = new DataModel(parsed.data);
    const scope = {model, locale: 'en-US'};
    const text = (id: string) => resolve(parsed.components.get(id)!.props.text, scope).value;
    expect(text('greeting')).to.equal('Hello, Ada!');
    expect(text('plural')).to.equal('3 items');
    expect(text('price')).to.equal(
      new Intl.NumberFormat('en-US', {style: 'currency', currency: 'EUR'}).format(1234.5),
    );
    model.set('/count', 1);
    expect(text('plural')).to.equal('1 item');
    const go = parsed.components.get('go')!;
    expect(evaluateChecks(go.checks, scope).valid).to.equal(false);
    model.set('/user/agree', true);
    expect(evaluateChecks(go.checks, scope).valid).to.equal(true);
  });

  it('access-request: the field checks show the first failing message', async () => {
    const [record] = await load('access-request');
    const parsed = parseSurface(record);
    const model = new DataModel(parsed.data);
    const node = [...parsed.components.values()].find((n) =>
      n.checks.some((c) => c.kind === 'call' && c.call === 'length'),
    )!;
    model.set('/request/justification', 'short');
    const result = evaluateChecks(node.checks, {model}, node.props.value);
    expect(result.messages).to.deep.equal(['Write at least 10 characters']);
    expect([...result.paths]).to.deep.equal(['/request/justification']);
  });
});
