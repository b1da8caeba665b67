import {expect} from '@open-wc/testing';
import {
  alignItems,
  flexLayoutVars,
  justifyContent,
  normalizeAlignment,
  normalizeDistribution,
  toGap,
} from '../../src/components/basic/internal/flex-layout.js';

describe('flex-layout helpers', () => {
  it('reads every spelling of a distribution', () => {
    const cases: Array<[unknown, string]> = [
      ['start', 'start'],
      ['center', 'center'],
      ['end', 'end'],
      ['spaceBetween', 'spaceBetween'],
      ['space-between', 'spaceBetween'],
      ['SPACE_BETWEEN', 'spaceBetween'],
      ['DISTRIBUTION_SPACE_BETWEEN', 'spaceBetween'],
      ['spaceAround', 'spaceAround'],
      ['space_around', 'spaceAround'],
      ['SpaceEvenly', 'spaceEvenly'],
      ['space-evenly', 'spaceEvenly'],
      ['flex-start', 'start'],
      ['flex-end', 'end'],
      ['FLEX_END', 'end'],
      ['Centre', 'center'],
      ['stretch', 'stretch'],
      ['STRETCH', 'stretch'],
      ['left', 'start'],
      ['right', 'end'],
    ];
    for (const [input, expected] of cases) {
      expect(normalizeDistribution(input), String(input)).to.equal(expected);
    }
  });

  it('falls back to start for unknown or missing distributions', () => {
    for (const input of ['', 'sideways', 'UNSPECIFIED', null, undefined, 3, {}, ['center']]) {
      expect(normalizeDistribution(input), String(input)).to.equal('start');
    }
  });

  it('reads alignments and falls back to stretch', () => {
    expect(normalizeAlignment('center')).to.equal('center');
    expect(normalizeAlignment('ALIGNMENT_END')).to.equal('end');
    expect(normalizeAlignment('flex-start')).to.equal('start');
    expect(normalizeAlignment('Stretch')).to.equal('stretch');
    expect(normalizeAlignment('spaceBetween')).to.equal('stretch');
    expect(normalizeAlignment('baseline')).to.equal('stretch');
    expect(normalizeAlignment(undefined)).to.equal('stretch');
  });

  it('maps to CSS values', () => {
    expect(justifyContent('start')).to.equal('flex-start');
    expect(justifyContent('center')).to.equal('center');
    expect(justifyContent('end')).to.equal('flex-end');
    expect(justifyContent('spaceBetween')).to.equal('space-between');
    expect(justifyContent('spaceAround')).to.equal('space-around');
    expect(justifyContent('spaceEvenly')).to.equal('space-evenly');
    expect(justifyContent('stretch')).to.equal('flex-start');
    expect(justifyContent('nonsense')).to.equal('flex-start');
    expect(alignItems('start')).to.equal('flex-start');
    expect(alignItems('center')).to.equal('center');
    expect(alignItems('end')).to.equal('flex-end');
    expect(alignItems('stretch')).to.equal('stretch');
    expect(alignItems('nonsense')).to.equal('stretch');
  });

  it('coerces gaps to non-negative px', () => {
    expect(toGap(8)).to.equal(8);
    expect(toGap('12')).to.equal(12);
    expect(toGap('12px')).to.equal(12);
    expect(toGap(2.5)).to.equal(2.5);
    expect(toGap(-4)).to.equal(0);
    expect(toGap('abc')).to.equal(0);
    expect(toGap(Number.NaN)).to.equal(0);
    expect(toGap(Infinity)).to.equal(0);
    expect(toGap(null)).to.equal(0);
    expect(toGap(undefined)).to.equal(0);
    expect(toGap({})).to.equal(0);
    expect(toGap(1e9)).to.equal(1000);
  });

  it('builds the custom properties, leaving the gap unset when it is 0', () => {
    expect(flexLayoutVars('center', 'SPACE_AROUND', '6')).to.deep.equal({
      '--_justify': 'space-around',
      '--_align': 'center',
      '--_gap': '6px',
    });
    expect(flexLayoutVars(undefined, undefined, 0)).to.deep.equal({
      '--_justify': 'flex-start',
      '--_align': 'stretch',
      '--_gap': undefined,
    });
  });
});
