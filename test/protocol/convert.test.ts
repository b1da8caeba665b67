// The conversion table: one A2UI v0.9 basic-catalog component → the seed-dialect node the
// renderer draws (semantics §0 and §8).
import {expect} from '@open-wc/testing';
import {DataModel, resolve} from '../../src/model/index.js';
import {
  BASIC_CATALOG_ID,
  BASIC_CATALOG_ID_V1,
  BASIC_COMPONENTS,
  MessageProcessor,
  variantKey,
  type A2uiError,
} from '../../src/protocol/index.js';

function convert(component: Record<string, unknown>, errors: A2uiError[] = []) {
  const processor = new MessageProcessor();
  processor.process({
    version: 'v0.9',
    createSurface: {surfaceId: 's', catalogId: BASIC_CATALOG_ID},
  });
  errors.push(
    ...processor.process({
      version: 'v0.9',
      updateComponents: {surfaceId: 's', components: [{id: 'c', ...component}]},
    }).errors,
  );
  return processor.surface('s')!.node('c')!;
}

describe('protocol: converting basic-catalog components', () => {
  it('derives the variant key by lower-casing the first letter, for every basic component', () => {
    expect(variantKey('TextField')).to.equal('textField');
    expect(variantKey('CheckBox')).to.equal('checkBox');
    expect(variantKey('DateTimeInput')).to.equal('dateTimeInput');
    for (const name of BASIC_COMPONENTS) {
      const errors: A2uiError[] = [];
      const node = convert({component: name}, errors);
      expect(
        errors.filter((e) => e.category === 'CatalogError'),
        name,
      ).to.deep.equal([]);
      expect(node.variant).to.equal(variantKey(name));
      expect(node.known).to.equal(true);
    }
  });

  it('Text: bare literals and bindings kept, markdown on, variant kept', () => {
    const node = convert({component: 'Text', text: 'Hi', variant: 'h2'});
    expect(node.props).to.deep.equal({text: 'Hi', variant: 'h2', markdown: true});
    const bound = convert({component: 'Text', text: {path: '/name'}});
    const model = new DataModel({name: 'Ada'});
    expect(resolve(bound.props.text, {model}).value).to.equal('Ada');
    const call = convert({
      component: 'Text',
      text: {call: 'formatString', args: {value: 'Hello ${/name}'}, returnType: 'string'},
    });
    expect(resolve(call.props.text, {model}).value).to.equal('Hello Ada');
  });

  it('Row and Column: justify → distribution, align → alignment, children ids kept', () => {
    const node = convert({
      component: 'Row',
      children: ['a', 'b'],
      justify: 'spaceBetween',
      align: 'center',
    });
    expect(node.variant).to.equal('row');
    expect(node.children).to.deep.equal(['a', 'b']);
    expect(node.props).to.deep.equal({distribution: 'spaceBetween', alignment: 'center'});
  });

  it('a template child list becomes node.template with no static children', () => {
    const node = convert({component: 'Column', children: {componentId: 'item', path: '/items'}});
    expect(node.template).to.deep.equal({componentId: 'item', path: '/items'});
    expect(node.children).to.deep.equal([]);
    expect(node.props).to.deep.equal({});
    const list = convert({
      component: 'List',
      children: {componentId: 'row', path: 'rel'},
      direction: 'horizontal',
    });
    expect(list.template).to.deep.equal({componentId: 'row', path: 'rel'});
    expect(list.props).to.deep.equal({direction: 'horizontal'});
  });

  it('reports a malformed template and keeps no children', () => {
    const errors: A2uiError[] = [];
    const node = convert({component: 'Column', children: {componentId: 7}}, errors);
    expect(node.template).to.equal(undefined);
    expect(errors.map((e) => [e.category, e.pointer])).to.deep.equal([
      ['ValidationError', '/updateComponents/components/0/children'],
    ]);
  });

  it('Card and Button: child → children [child]; Button keeps variant and action', () => {
    expect(convert({component: 'Card', child: 'body'}).children).to.deep.equal(['body']);
    const action = {event: {name: 'go', context: {id: {path: '/id'}}}};
    const button = convert({component: 'Button', child: 'label', variant: 'primary', action});
    expect(button.children).to.deep.equal(['label']);
    expect(button.props).to.deep.equal({variant: 'primary', action});
  });

  it('Divider: axis → orientation', () => {
    expect(convert({component: 'Divider', axis: 'vertical'}).props).to.deep.equal({
      orientation: 'vertical',
    });
  });

  it('TextField: validationRegexp becomes a check on its value; it is not set on the element', () => {
    const node = convert({
      component: 'TextField',
      label: 'Email',
      value: {path: '/email'},
      validationRegexp: '^[^@]+@[^@]+$',
    });
    expect(node.checks).to.have.length(1);
    expect(node.checks[0]).to.deep.include({
      kind: 'or',
      pointer: '/updateComponents/components/0/validationRegexp',
    });
    expect(JSON.stringify(node.checks[0])).to.contain('"pattern":"^[^@]+@[^@]+$"');
    expect(convert({component: 'TextField', label: 'x', value: 'y'}).checks).to.deep.equal([]);
  });

  it('ChoicePicker: options → choices {id, label}, multipleSelection → multiSelect', () => {
    const node = convert({
      component: 'ChoicePicker',
      label: 'Pick',
      options: [
        {label: 'Red', value: 'r'},
        {label: {path: '/green'}, value: 'g'},
      ],
      value: {path: '/picked'},
      variant: 'multipleSelection',
      displayStyle: 'chips',
    });
    expect(node.variant).to.equal('choicePicker');
    expect(node.props).to.deep.equal({
      label: 'Pick',
      value: {path: '/picked'},
      displayStyle: 'chips',
      choices: [
        {id: 'r', label: 'Red'},
        {id: 'g', label: {path: '/green'}},
      ],
      multiSelect: true,
    });
    expect(convert({component: 'ChoicePicker', options: []}).props.multiSelect).to.equal(false);
    // Its value is a list also for one choice; a Text's is not an input at all.
    expect(node.listValue).to.equal(true);
    expect(convert({component: 'Text', text: 'x'}).listValue).to.equal(undefined);
  });

  it('TextField: the variant spellings are the seed textField ones, kept as they are', () => {
    for (const variant of ['shortText', 'longText', 'number', 'obscured']) {
      const node = convert({component: 'TextField', label: 'L', value: {path: '/v'}, variant});
      expect(node.props).to.deep.equal({label: 'L', value: {path: '/v'}, variant});
    }
  });

  it('DateTimeInput: enableDate/enableTime give the seed inputType', () => {
    const props = (enableDate?: boolean, enableTime?: boolean) =>
      convert({component: 'DateTimeInput', value: '', enableDate, enableTime}).props;
    expect(props(true, true)).to.deep.equal({value: '', inputType: 'DATE_TIME'});
    expect(props(true, false).inputType).to.equal('DATE');
    expect(props(false, true).inputType).to.equal('TIME');
    expect(props()).to.deep.equal({value: ''});
  });

  it('Tabs: children are the tab children, titles a prop (dynamic strings kept)', () => {
    const node = convert({
      component: 'Tabs',
      tabs: [
        {title: 'One', child: 'a'},
        {title: {path: '/t2'}, child: 'b'},
      ],
    });
    expect(node.children).to.deep.equal(['a', 'b']);
    expect(node.props).to.deep.equal({titles: ['One', {path: '/t2'}]});
  });

  it('Modal: trigger and content → children [trigger, content]', () => {
    const node = convert({component: 'Modal', trigger: 'open', content: 'body'});
    expect(node.children).to.deep.equal(['open', 'body']);
    expect(node.props).to.deep.equal({});
    const errors: A2uiError[] = [];
    expect(convert({component: 'Modal', trigger: 'open'}, errors).children).to.deep.equal([]);
    expect(errors.map((e) => e.pointer)).to.deep.equal(['/updateComponents/components/0/content']);
  });

  it('Image, Icon, Video, AudioPlayer, Slider, CheckBox: properties kept as they are', () => {
    expect(
      convert({component: 'Image', url: 'https://x/y.png', fit: 'cover', variant: 'avatar'}).props,
    ).to.deep.equal({
      url: 'https://x/y.png',
      fit: 'cover',
      variant: 'avatar',
    });
    expect(convert({component: 'Icon', name: 'star'}).props).to.deep.equal({name: 'star'});
    expect(convert({component: 'Video', url: {path: '/v'}}).props).to.deep.equal({
      url: {path: '/v'},
    });
    expect(convert({component: 'AudioPlayer', url: 'u', description: 'd'}).props).to.deep.equal({
      url: 'u',
      description: 'd',
    });
    expect(convert({component: 'Slider', min: 0, max: 1, value: {path: '/s'}}).props).to.deep.equal(
      {
        min: 0,
        max: 1,
        value: {path: '/s'},
      },
    );
    expect(convert({component: 'CheckBox', label: '', value: {path: '/c'}}).props).to.deep.equal({
      label: '',
      value: {path: '/c'},
    });
  });

  it('common fields: weight, checks, accessibility (label, description, live, hidden)', () => {
    const node = convert({
      component: 'TextField',
      label: 'Email',
      value: {path: '/email'},
      weight: 1.5,
      checks: [{condition: {call: 'required', args: {value: {path: '/email'}}}, message: 'Needed'}],
      accessibility: {label: 'E-mail', description: {path: '/hint'}, live: 'polite', hidden: false},
    });
    expect(node.weight).to.equal(1.5);
    expect(node.checks).to.have.length(1);
    expect(node.checks[0]).to.include({kind: 'condition', message: 'Needed'});
    expect(node.checks[0].pointer).to.equal('/updateComponents/components/0/checks/0');
    expect(node.props).to.deep.equal({
      label: 'Email',
      value: {path: '/email'},
      accessibilityLabel: 'E-mail',
      accessibilityDescription: {path: '/hint'},
      accessibilityLive: 'polite',
      accessibilityHidden: false,
    });
  });

  it('ignores a bad weight with a warning issue (no error)', () => {
    const errors: A2uiError[] = [];
    const node = convert({component: 'Text', text: 'x', weight: -1}, errors);
    expect(node.weight).to.equal(undefined);
    expect(errors).to.deep.equal([]);
  });

  it('drops keys that could reach a prototype', () => {
    const raw = JSON.parse('{"component":"Text","text":"x","__proto__":{"polluted":1}}');
    const node = convert(raw);
    expect(Object.keys(node.props)).to.deep.equal(['text', 'markdown']);
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
  });

  it('reports a call without a function name as a ValidationError with its pointer', () => {
    const errors: A2uiError[] = [];
    convert({component: 'Text', text: {call: '', args: {}}}, errors);
    expect(errors.map((e) => [e.category, e.pointer])).to.deep.equal([
      ['ValidationError', '/updateComponents/components/0/text/call'],
    ]);
  });

  it('treats a bare object that looks like {path} as a binding, by definition', () => {
    const node = convert({component: 'Text', text: {path: '/x'}});
    expect(resolve(node.props.text, {model: new DataModel({x: 'bound'})}).value).to.equal('bound');
  });
});

describe('protocol: host catalogs (registerCatalog)', () => {
  it('maps a host component to a variant key; children read as usual', () => {
    const processor = new MessageProcessor();
    processor.registerCatalog({
      catalogId: 'https://example.com/catalog.json',
      components: {StatusBadge: 'svcStatusIndicator', Panel: 'myPanel'},
    });
    processor.process([
      {
        version: 'v0.9',
        createSurface: {surfaceId: 's', catalogId: 'https://example.com/catalog.json'},
      },
      {
        version: 'v0.9',
        updateComponents: {
          surfaceId: 's',
          components: [
            {id: 'root', component: 'Panel', children: ['b'], tone: 'calm'},
            {id: 'b', component: 'StatusBadge', status: 'ok'},
          ],
        },
      },
    ]);
    const surface = processor.surface('s')!;
    expect(surface.node('root')).to.deep.include({
      variant: 'myPanel',
      known: true,
      children: ['b'],
    });
    expect(surface.node('root')!.props).to.deep.equal({tone: 'calm'});
    expect(surface.node('b')).to.deep.include({variant: 'svcStatusIndicator', known: true});
  });

  it('runs a converter; a throwing converter gives a ValidationError and an unknown node', () => {
    const processor = new MessageProcessor();
    processor.registerCatalog({
      catalogId: 'cat',
      extendsBasic: true,
      components: {
        Gauge: (component) => ({variant: 'progressBar', props: {value: component.level, max: 10}}),
        Broken: () => {
          throw new Error('nope');
        },
      },
    });
    processor.process({version: 'v0.9', createSurface: {surfaceId: 's', catalogId: 'cat'}});
    const {errors} = processor.process({
      version: 'v0.9',
      updateComponents: {
        surfaceId: 's',
        components: [
          {id: 'g', component: 'Gauge', level: {path: '/l'}, weight: 2},
          {id: 'x', component: 'Broken'},
          {id: 't', component: 'Text', text: 'basic too'},
        ],
      },
    });
    const surface = processor.surface('s')!;
    expect(surface.node('g')).to.deep.include({variant: 'progressBar', known: true, weight: 2});
    expect(surface.node('g')!.props).to.deep.equal({value: {path: '/l'}, max: 10});
    expect(surface.node('x')!.known).to.equal(false);
    expect(surface.node('t')!.known).to.equal(true);
    expect(errors.map((e) => e.category)).to.deep.equal(['ValidationError']);
    expect(errors[0].message).to.contain('nope');
  });

  it('announces registered catalogs in capabilities, the basic catalog first', () => {
    const processor = new MessageProcessor({catalogs: [{catalogId: 'cat-1', components: {}}]});
    processor.registerCatalog({catalogId: 'cat-2', components: {}});
    expect(processor.capabilities()).to.deep.equal({
      'v0.9': {supportedCatalogIds: [BASIC_CATALOG_ID, 'cat-1', 'cat-2']},
    });
    // v1.0: the catalogs built for it (a v0.9 one is not announced) and host catalogs.
    expect(processor.capabilities('v1.0')).to.deep.equal({
      'v1.0': {supportedCatalogIds: [BASIC_CATALOG_ID_V1, 'cat-1', 'cat-2']},
    });
  });

  it('rejects a definition without a catalogId or with a bad mapping (TypeError)', () => {
    const processor = new MessageProcessor();
    expect(() => processor.registerCatalog({catalogId: '', components: {}})).to.throw(TypeError);
    expect(() =>
      processor.registerCatalog({catalogId: 'x', components: {A: 3 as unknown as string}}),
    ).to.throw(TypeError);
  });
});
