import {expect, fixture, html} from '@open-wc/testing';
import '../../src/surface/conversation.js';
import type {SvcConversation} from '../../src/surface/conversation.js';
import type {SvcSurface} from '../../src/surface/surface.js';
import type {ServiceClient} from '../../src/api/client.js';
import {sampleSurfaces} from '../fixtures/samples.js';
import {visibleText, writableStream} from './streaming-helpers.js';

/** A client whose surfaces response is the stream the test writes (or a whole body). */
function streamingClient(body: ReadableStream<string> | string): ServiceClient {
  const response = () => {
    if (typeof body === 'string') return new Response(body);
    return new Response(body.pipeThrough(new TextEncoderStream()));
  };
  return {
    openSurfaces: async () => response(),
    listSurfaces: async () => {
      throw new Error('not used');
    },
  } as unknown as ServiceClient;
}

async function settled(el: SvcConversation): Promise<SvcSurface[]> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await el.updateComplete;
  const surfaces = [...el.shadowRoot!.querySelectorAll<SvcSurface>('svc-surface')];
  for (const surface of surfaces) await surface.updateComplete;
  return surfaces;
}

describe('<svc-conversation> reading a streamed surfaces response', () => {
  it('shows each surface as it closes, and the one arriving component by component', async () => {
    const records = sampleSurfaces('deleted-surface').concat(sampleSurfaces('onboarding'));
    const text = JSON.stringify({surfaces: records});
    const stream = writableStream();
    const el = await fixture<SvcConversation>(
      html`<svc-conversation conversation-id="c" .client=${streamingClient(stream.stream)}>
      </svc-conversation>`,
    );
    const onboarding = records.find((record) => record.surfaceId === 'srf-onboarding-1')!;
    const components = onboarding.components as {id: string}[];
    // Up to the end of the onboarding record's second component.
    const second =
      text.indexOf(JSON.stringify(components[1])) + JSON.stringify(components[1]).length;
    for (let at = 0; at < second; at += 64) stream.write(text.slice(at, Math.min(at + 64, second)));
    // The reader loads with the first response: wait for it to have read what was written.
    const idsOf = (list: SvcSurface[]) => list.map((surface) => surface.surface?.surfaceId);
    let surfaces = await settled(el);
    for (let tries = 0; tries < 100 && !idsOf(surfaces).includes('srf-onboarding-1'); tries++)
      surfaces = await settled(el);
    const shown = idsOf(surfaces);
    expect(shown).to.include('srf-onboarding-1');
    const live = surfaces[shown.indexOf('srf-onboarding-1')];
    expect(live.streaming).to.equal(true);
    expect(surfaces.filter((surface) => surface.streaming)).to.deep.equal([live]);
    const base = live.shadowRoot!.querySelector('[part~="base"]')!;
    expect(base.getAttribute('aria-busy')).to.equal('true');
    expect(live.shadowRoot!.querySelector(`[data-component-id="${components[1].id}"]`)).to.exist;
    expect(live.shadowRoot!.querySelector('svc-placeholder')).to.exist;
    expect(live.issues).to.deep.equal([]);
    stream.write(text.slice(second));
    stream.close();
    // The response has been read once no surface is arriving any more.
    for (let tries = 0; tries < 100 && (live.streaming || surfaces.length < 2); tries++)
      surfaces = await settled(el);
    const done = surfaces[surfaces.map((s) => s.surface?.surfaceId).indexOf('srf-onboarding-1')];
    expect(done).to.equal(live);
    expect(done.streaming).to.equal(false);
    expect(done.shadowRoot!.querySelector('svc-placeholder')).to.equal(null);
    expect(base.hasAttribute('aria-busy')).to.equal(false);
    // The same as a whole response.
    const whole = await fixture<SvcConversation>(
      html`<svc-conversation
        conversation-id="c"
        .client=${streamingClient(text)}
      ></svc-conversation>`,
    );
    let wholeSurfaces = await settled(whole);
    for (let tries = 0; tries < 100 && wholeSurfaces.length < surfaces.length; tries++)
      wholeSurfaces = await settled(whole);
    expect(wholeSurfaces.map((s) => visibleText(s))).to.deep.equal(
      surfaces.map((s) => visibleText(s)),
    );
  });

  it('keeps what was complete of a cut response and tells why', async () => {
    const records = sampleSurfaces('onboarding');
    const text = JSON.stringify({surfaces: records});
    const components = records[0].components as {id: string}[];
    const cutAt = text.indexOf(JSON.stringify(components[2])) + 10;
    const errors: string[] = [];
    const warn = console.warn;
    console.warn = () => {};
    try {
      const el = await fixture<SvcConversation>(
        html`<svc-conversation
          conversation-id="c"
          .client=${streamingClient(text.slice(0, cutAt))}
          @svc-surface-error=${(event: CustomEvent<{message: string}>) => errors.push(event.detail.message)}
        ></svc-conversation>`,
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      const [surface] = await settled(el);
      expect(surface.streaming).to.equal(false);
      expect(surface.shadowRoot!.querySelector(`[data-component-id="${components[1].id}"]`)).to
        .exist;
      expect(surface.shadowRoot!.querySelector('svc-marker')).to.exist;
      expect(errors).to.have.length(1);
    } finally {
      console.warn = warn;
    }
  });
});
