// Cases written from the descriptions of the official conformance suite
// (a2ui-project/a2ui conformance/core/message_processor_v0_9.yaml, message_processor.yaml,
// message_processor_v1_0.yaml, data_deletion.yaml, data_model_pointers.yaml).
import {expect} from '@open-wc/testing';
import {
  BASIC_CATALOG_ID,
  BASIC_CATALOG_ID_V1,
  MessageProcessor,
  formatA2uiError,
  type A2uiError,
  type SurfaceEvent,
} from '../../src/protocol/index.js';

const create = (surfaceId = 's1', extra: Record<string, unknown> = {}) => ({
  version: 'v0.9',
  createSurface: {surfaceId, catalogId: BASIC_CATALOG_ID, ...extra},
});
const components = (surfaceId: string, list: unknown[]) => ({
  version: 'v0.9',
  updateComponents: {surfaceId, components: list},
});
const data = (surfaceId: string, body: Record<string, unknown>, version = 'v0.9') => ({
  version,
  updateDataModel: {surfaceId, ...body},
});

function only(errors: A2uiError[]): A2uiError {
  expect(errors, JSON.stringify(errors)).to.have.length(1);
  return errors[0];
}

describe('protocol: MessageProcessor, surface lifecycle', () => {
  it('creates a surface with its catalog and theme; sendDataModel defaults to false', () => {
    const processor = new MessageProcessor();
    const result = processor.process(create('s1', {theme: {primaryColor: '#ff0000'}}));
    expect(result).to.deep.equal({messages: 1, errors: []});
    const surface = processor.surface('s1')!;
    expect(surface.catalogId).to.equal(BASIC_CATALOG_ID);
    expect(surface.sendDataModel).to.equal(false);
    expect(surface.theme).to.deep.equal({primaryColor: '#ff0000'});
    expect(surface.view().theme).to.deep.equal({primaryColor: '#ff0000'});
  });

  it('carries sendDataModel: true onto the surface', () => {
    const processor = new MessageProcessor();
    processor.process(create('s1', {sendDataModel: true}));
    expect(processor.surface('s1')!.sendDataModel).to.equal(true);
  });

  it('reports IntegrityError for a surface created twice and keeps the first', () => {
    const processor = new MessageProcessor();
    processor.process(create('s1', {theme: {primaryColor: '#000000'}}));
    const error = only(processor.process(create('s1')).errors);
    expect(error.category).to.equal('IntegrityError');
    expect(error.message).to.contain('Surface s1 already exists');
    expect(error.surfaceId).to.equal('s1');
    expect(processor.surface('s1')!.theme).to.deep.equal({primaryColor: '#000000'});
  });

  it('reports CatalogError for an unknown catalog and still opens the surface (basic catalog)', () => {
    const processor = new MessageProcessor();
    const error = only(
      processor.process({
        version: 'v0.9',
        createSurface: {surfaceId: 's1', catalogId: 'unknown-catalog'},
      }).errors,
    );
    expect(error.category).to.equal('CatalogError');
    expect(error.message).to.contain('Catalog not found: unknown-catalog');
    expect(error.pointer).to.equal('/createSurface/catalogId');
    processor.process(components('s1', [{id: 'root', component: 'Text', text: 'Hi'}]));
    expect(processor.surface('s1')!.node('root')!.known).to.equal(true);
  });

  it('reports ValidationError for a v0.9 or v0.9.1 createSurface without catalogId', () => {
    for (const version of ['v0.9', 'v0.9.1']) {
      const processor = new MessageProcessor();
      const error = only(processor.process({version, createSurface: {surfaceId: 's1'}}).errors);
      expect(error.category).to.equal('ValidationError');
      expect(error.message).to.contain('catalogId');
    }
  });

  it('lets a v1.0 createSurface omit catalogId: the surface has no default catalog', () => {
    const processor = new MessageProcessor();
    const result = processor.process({version: 'v1.0', createSurface: {surfaceId: 's1'}});
    expect(result.errors).to.deep.equal([]);
    expect(processor.surface('s1')!.catalogId).to.equal(undefined);
    expect(processor.surfaceCatalog('s1')).to.equal(undefined);
  });

  it('deletes a surface; deleting an unknown one is a no-op', () => {
    const processor = new MessageProcessor();
    processor.process([create('s1'), {version: 'v0.9', deleteSurface: {surfaceId: 's1'}}]);
    expect(processor.surface('s1')).to.equal(undefined);
    const result = processor.process({version: 'v0.9', deleteSurface: {surfaceId: 'nope'}});
    expect(result.errors).to.deep.equal([]);
  });

  it('reports IntegrityError for updates after a surface was deleted', () => {
    const processor = new MessageProcessor();
    processor.process([create('s1'), {version: 'v0.9', deleteSurface: {surfaceId: 's1'}}]);
    const {errors} = processor.process([
      components('s1', [{id: 'root', component: 'Text', text: 'x'}]),
      data('s1', {path: '/a', value: 1}),
    ]);
    expect(errors.map((e) => e.category)).to.deep.equal(['IntegrityError', 'IntegrityError']);
    expect(errors[0].message).to.contain('Surface not found for message: s1');
  });

  it('lists surfaces in creation order', () => {
    const processor = new MessageProcessor();
    processor.process([create('b'), create('a'), create('c')]);
    expect(processor.surfaces().map((s) => s.surfaceId)).to.deep.equal(['b', 'a', 'c']);
  });

  it('rejects a theme primaryColor that is not #RRGGBB (ValidationError), keeps the rest', () => {
    const processor = new MessageProcessor();
    const error = only(
      processor.process(create('s1', {theme: {primaryColor: 'red;x', agentDisplayName: 'Bot'}}))
        .errors,
    );
    expect(error.category).to.equal('ValidationError');
    expect(error.message).to.contain("Validation failed for theme on surface 's1'");
    expect(processor.surface('s1')!.theme).to.deep.equal({agentDisplayName: 'Bot'});
  });
});

describe('protocol: MessageProcessor, components', () => {
  it('adds components and keeps them in the protocol shape', () => {
    const processor = new MessageProcessor();
    processor.process([
      create(),
      components('s1', [
        {id: 'btn1', component: 'Button', child: 'txt1'},
        {id: 'txt1', component: 'Text', text: 'Hello'},
      ]),
    ]);
    const surface = processor.surface('s1')!;
    expect(surface.components.get('btn1')).to.deep.equal({
      id: 'btn1',
      component: 'Button',
      child: 'txt1',
    });
    expect(surface.components.get('txt1')).to.deep.equal({
      id: 'txt1',
      component: 'Text',
      text: 'Hello',
    });
  });

  it('replaces all properties of a re-sent component (no merge)', () => {
    const processor = new MessageProcessor();
    processor.process([
      create(),
      components('s1', [{id: 'root', component: 'Text', text: 'Initial', variant: 'h1'}]),
      components('s1', [{id: 'root', component: 'Text', text: 'Updated'}]),
    ]);
    const node = processor.surface('s1')!.node('root')!;
    expect(node.props.text).to.equal('Updated');
    expect(node.props).not.to.have.property('variant');
  });

  it('recreates a component whose type changes', () => {
    const processor = new MessageProcessor();
    processor.process([
      create(),
      components('s1', [{id: 'root', component: 'Text', text: 'Hello'}]),
      components('s1', [{id: 'root', component: 'Column', children: ['a']}]),
    ]);
    const node = processor.surface('s1')!.node('root')!;
    expect(node.variant).to.equal('column');
    expect(node.children).to.deep.equal(['a']);
    expect(node.props).not.to.have.property('text');
  });

  it('reports IntegrityError for components on a surface never created', () => {
    const processor = new MessageProcessor();
    const error = only(
      processor.process(components('unknown-s', [{id: 'c1', component: 'Text'}])).errors,
    );
    expect(error.category).to.equal('IntegrityError');
    expect(error.message).to.contain('Surface not found for message: unknown-s');
    expect(error.pointer).to.equal('/updateComponents/surfaceId');
  });

  it("reports ValidationError for a component missing an 'id', and applies the others", () => {
    const processor = new MessageProcessor();
    processor.process(create());
    const error = only(
      processor.process(
        components('s1', [
          {component: 'Button', label: 'Missing ID'},
          {id: 'ok', component: 'Text', text: 'x'},
        ]),
      ).errors,
    );
    expect(error.category).to.equal('ValidationError');
    expect(error.code).to.equal('VALIDATION_FAILED');
    expect(error.message).to.contain("missing an 'id'");
    expect(error.pointer).to.equal('/updateComponents/components/0');
    expect(processor.surface('s1')!.node('ok')).to.exist;
  });

  it('reports ValidationError for a new component without a type', () => {
    const processor = new MessageProcessor();
    processor.process(create());
    const error = only(processor.process(components('s1', [{id: 'comp1', label: 'x'}])).errors);
    expect(error.category).to.equal('ValidationError');
    expect(error.message).to.contain('Cannot create component comp1 without a type');
    expect(processor.surface('s1')!.node('comp1')).to.equal(undefined);
  });

  it('keeps the type of an existing component re-sent without one', () => {
    const processor = new MessageProcessor();
    processor.process([create(), components('s1', [{id: 'root', component: 'Text', text: 'a'}])]);
    const result = processor.process(components('s1', [{id: 'root', text: 'b'}]));
    expect(result.errors).to.deep.equal([]);
    const surface = processor.surface('s1')!;
    expect(surface.node('root')!.variant).to.equal('text');
    expect(surface.components.get('root')!.component).to.equal('Text');
  });

  it('reports CatalogError for an unknown component type and keeps the node as unknown', () => {
    const processor = new MessageProcessor();
    processor.process(create());
    const error = only(
      processor.process(components('s1', [{id: 'root', component: 'Label', text: 'Lbl'}])).errors,
    );
    expect(error.category).to.equal('CatalogError');
    expect(error.componentId).to.equal('root');
    expect(error.pointer).to.equal('/updateComponents/components/0/component');
    const view = processor.surface('s1')!.view();
    const node = view.components.get('root')!;
    expect(node.known).to.equal(false);
    expect(node.variant).to.equal('label');
    expect(node.props.text).to.equal('Lbl');
    expect(view.issues.map((i) => i.pointer)).to.deep.equal([
      '/updateComponents/components/0/component',
    ]);
  });

  it('accepts forward references: a child may arrive in a later message', () => {
    const processor = new MessageProcessor();
    const result = processor.process([
      create(),
      components('s1', [{id: 'root', component: 'Column', children: ['later']}]),
    ]);
    expect(result.errors).to.deep.equal([]);
    processor.process(components('s1', [{id: 'later', component: 'Text', text: 'now'}]));
    expect([...processor.surface('s1')!.view().components.keys()]).to.deep.equal(['root', 'later']);
  });

  it('adds components to the named surface only', () => {
    const processor = new MessageProcessor();
    processor.process([
      create('s1'),
      create('s2'),
      components('s2', [{id: 'root', component: 'Text', text: 'Hello'}]),
    ]);
    expect(processor.surface('s1')!.components.size).to.equal(0);
    expect(processor.surface('s2')!.components.size).to.equal(1);
  });

  it('reports IntegrityError for duplicate ids in one message; the later one wins', () => {
    const processor = new MessageProcessor();
    processor.process(create());
    const error = only(
      processor.process(
        components('s1', [
          {id: 'c1', component: 'Text', text: 'First'},
          {id: 'c1', component: 'Text', text: 'Duplicate'},
        ]),
      ).errors,
    );
    expect(error.category).to.equal('IntegrityError');
    expect(processor.surface('s1')!.node('c1')!.props.text).to.equal('Duplicate');
  });

  it('keeps node identity for components that did not change', () => {
    const processor = new MessageProcessor();
    processor.process([
      create(),
      components('s1', [
        {id: 'root', component: 'Column', children: ['a', 'b']},
        {id: 'a', component: 'Text', text: 'A'},
        {id: 'b', component: 'Text', text: 'B'},
      ]),
    ]);
    const surface = processor.surface('s1')!;
    const before = surface.view();
    expect(surface.view()).to.equal(before);
    processor.process(components('s1', [{id: 'b', component: 'Text', text: 'B2'}]));
    const after = surface.view();
    expect(after).not.to.equal(before);
    expect(after.components.get('a')).to.equal(before.components.get('a'));
    expect(after.components.get('root')).to.equal(before.components.get('root'));
    expect(after.components.get('b')).not.to.equal(before.components.get('b'));
  });

  it('gives rootId "root" only once a component with that id exists', () => {
    const processor = new MessageProcessor();
    processor.process([create(), components('s1', [{id: 'a', component: 'Text', text: 'A'}])]);
    expect(processor.surface('s1')!.view().rootId).to.equal(undefined);
    processor.process(components('s1', [{id: 'root', component: 'Column', children: ['a']}]));
    expect(processor.surface('s1')!.view().rootId).to.equal('root');
  });

  it('reads v1.0 createSurface with inline components and data', () => {
    const processor = new MessageProcessor();
    const result = processor.process({
      version: 'v1.0',
      createSurface: {
        surfaceId: 's_v10',
        catalogId: BASIC_CATALOG_ID_V1,
        sendDataModel: true,
        components: [
          {id: 'root', component: 'Column', children: ['btn1']},
          {id: 'btn1', component: 'Button', title: 'Inline Button'},
        ],
        dataModel: {counter: 42},
      },
    });
    expect(result.errors).to.deep.equal([]);
    const surface = processor.surface('s_v10')!;
    expect(surface.dataModel.get('/counter')).to.equal(42);
    expect(surface.node('btn1')!.props.label).to.equal('Inline Button');
    expect(surface.node('root')!.pointer).to.equal('/createSurface/components/0');
  });

  it('reads a per-component catalogId (v1.0) and reports an unknown one as CatalogError', () => {
    const processor = new MessageProcessor({
      catalogs: [{catalogId: 'charts-catalog', components: {PieChart: 'svcChart'}}],
    });
    processor.process({
      version: 'v1.0',
      createSurface: {surfaceId: 's', catalogId: BASIC_CATALOG_ID_V1},
    });
    const {errors} = processor.process({
      version: 'v1.0',
      updateComponents: {
        surfaceId: 's',
        components: [
          {id: 'c1', component: 'PieChart', catalogId: 'charts-catalog', data: [10, 20, 30]},
          {id: 'c2', component: 'Text', catalogId: 'nowhere', text: 'x'},
        ],
      },
    });
    const surface = processor.surface('s')!;
    expect(surface.node('c1')).to.include({variant: 'svcChart', known: true});
    expect(surface.node('c1')!.props).to.deep.equal({data: [10, 20, 30]});
    // v1.0 falls back to no catalog: the component is kept, unknown (drawn as a marker).
    expect(surface.node('c2')).to.include({known: false});
    expect(only(errors).category).to.equal('CatalogError');
  });
});

describe('protocol: MessageProcessor, data model', () => {
  it('sets a value at a nested path, creating containers', () => {
    const processor = new MessageProcessor();
    processor.process([create(), data('s1', {path: '/user/name', value: 'Alice'})]);
    expect(processor.surface('s1')!.dataModel.snapshot()).to.deep.equal({user: {name: 'Alice'}});
  });

  it('replaces the whole model when path is "/" or absent', () => {
    const processor = new MessageProcessor();
    processor.process([
      create(),
      data('s1', {path: '/old', value: 1}),
      data('s1', {path: '/', value: {a: 1}}),
    ]);
    expect(processor.surface('s1')!.dataModel.snapshot()).to.deep.equal({a: 1});
    processor.process(data('s1', {value: {b: 2}}));
    expect(processor.surface('s1')!.dataModel.snapshot()).to.deep.equal({b: 2});
  });

  it('deletes at the path when value is absent (v0.9) and stores null as a value', () => {
    const processor = new MessageProcessor();
    processor.process([
      create(),
      data('s1', {value: {keep: 1, drop: 2, nil: 3}}),
      data('s1', {path: '/drop'}),
      data('s1', {path: '/nil', value: null}),
    ]);
    expect(processor.surface('s1')!.dataModel.snapshot()).to.deep.equal({keep: 1, nil: null});
  });

  it('deletes at the path when value is null in v1.0, siblings kept', () => {
    const processor = new MessageProcessor();
    processor.process([
      {
        version: 'v1.0',
        createSurface: {
          surfaceId: 's1',
          dataModel: {settings: {notifications: {email: true, push: false}, theme: 'dark'}},
        },
      },
      data('s1', {path: '/settings/notifications/email', value: null}, 'v1.0'),
    ]);
    expect(processor.surface('s1')!.dataModel.snapshot()).to.deep.equal({
      settings: {notifications: {push: false}, theme: 'dark'},
    });
  });

  it('reads escaped pointers (~1 and ~0) and array indexes', () => {
    const processor = new MessageProcessor();
    processor.process([
      create(),
      data('s1', {value: {'a/b': {'c~d': 'x'}, items: ['first', 'second']}}),
      data('s1', {path: '/a~1b/c~0d', value: 'escaped'}),
      data('s1', {path: '/items/1', value: 'updated'}),
    ]);
    expect(processor.surface('s1')!.dataModel.snapshot()).to.deep.equal({
      'a/b': {'c~d': 'escaped'},
      items: ['first', 'updated'],
    });
  });

  it('keeps each surface its own model', () => {
    const processor = new MessageProcessor();
    processor.process([
      create('s1'),
      create('s2'),
      data('s1', {path: '/value', value: 'one'}),
      data('s2', {path: '/value', value: 'two'}),
    ]);
    expect(processor.surface('s1')!.dataModel.get('/value')).to.equal('one');
    expect(processor.surface('s2')!.dataModel.get('/value')).to.equal('two');
  });

  it('reports IntegrityError for data on an unknown surface', () => {
    const processor = new MessageProcessor();
    const error = only(processor.process(data('unknown-s', {path: '/foo', value: 'bar'})).errors);
    expect(error.category).to.equal('IntegrityError');
    expect(error.message).to.contain('Surface not found for message: unknown-s');
  });

  it('reports DataError for a write through a primitive or a non-object at "/"', () => {
    const processor = new MessageProcessor();
    processor.process([create(), data('s1', {value: {name: 'Ada'}})]);
    const {errors} = processor.process([
      data('s1', {path: '/name/first', value: 'x'}),
      data('s1', {path: '/', value: [1, 2]}),
    ]);
    expect(errors.map((e) => e.category)).to.deep.equal(['DataError', 'DataError']);
    expect(errors[0].surfaceId).to.equal('s1');
    expect(processor.surface('s1')!.dataModel.snapshot()).to.deep.equal({name: 'Ada'});
    expect(processor.surface('s1')!.view().issues).to.have.length(2);
  });

  it('writes into the live model that bound inputs share, and the view snapshot follows it', () => {
    const processor = new MessageProcessor();
    processor.process([create(), data('s1', {value: {a: 1}})]);
    const surface = processor.surface('s1')!;
    const view = surface.view();
    expect(view.data).to.deep.equal({a: 1});
    surface.dataModel.set('/a', 2); // as a bound input would
    expect(view.data).to.deep.equal({a: 2});
  });

  it('with rootUpdates "merge", keeps the person\'s edits through a "/" replacement', () => {
    const processor = new MessageProcessor({rootUpdates: 'merge'});
    const events: SurfaceEvent[] = [];
    processor.subscribe((event) => events.push(event));
    processor.process([create(), data('s1', {value: {server: 1, name: 'Ada', both: 'a'}})]);
    const model = processor.surface('s1')!.dataModel;
    model.set('/typed', 'hello');
    model.set('/both', 'mine');
    const heard: string[] = [];
    model.subscribe('/name', (path) => heard.push(path));
    processor.process(data('s1', {value: {server: 2, name: 'Ada', both: 'theirs'}}));
    expect(model.snapshot()).to.deep.equal({
      server: 2,
      name: 'Ada',
      both: 'theirs',
      typed: 'hello',
    });
    expect(heard).to.deep.equal([]); // an unchanged path is not rewritten
    expect(events.at(-1)).to.deep.equal({
      type: 'data',
      surfaceId: 's1',
      messageIndex: 2,
      path: '/',
      replaced: true,
      conflicts: [{path: '/both', local: 'mine', server: 'theirs'}],
    });
  });

  it('by default replaces the live model on a "/" update, edits included', () => {
    const processor = new MessageProcessor();
    processor.process([create(), data('s1', {value: {a: 1}})]);
    processor.surface('s1')!.dataModel.set('/typed', 'x');
    processor.process(data('s1', {value: {a: 2}}));
    expect(processor.surface('s1')!.dataModel.snapshot()).to.deep.equal({a: 2});
  });
});

describe('protocol: MessageProcessor, envelopes and versions', () => {
  it('reads a JSON string, JSONL lines, an array and {messages: [...]}', () => {
    const processor = new MessageProcessor();
    expect(processor.process(JSON.stringify(create('a'))).messages).to.equal(1);
    const jsonl = [create('b'), create('c')].map((m) => JSON.stringify(m)).join('\n');
    expect(processor.process(jsonl).messages).to.equal(2);
    expect(processor.process([create('d')]).messages).to.equal(1);
    const wrapped = processor.process({
      messages: [create('e'), components('e', [{id: 'btn1', component: 'Button', child: 'x'}])],
    });
    expect(wrapped).to.deep.equal({messages: 2, errors: []});
    expect(processor.surfaces().map((s) => s.surfaceId)).to.deep.equal(['a', 'b', 'c', 'd', 'e']);
  });

  it('reports ParseError for a frame that is not JSON and goes on with the next line', () => {
    const processor = new MessageProcessor();
    const {errors} = processor.process(`{"version":"v0.9",\n${JSON.stringify(create('ok'))}`);
    expect(only(errors).category).to.equal('ParseError');
    expect(processor.surface('ok')).to.exist;
  });

  it('reports ValidationError for several bodies in one message', () => {
    const processor = new MessageProcessor();
    const error = only(
      processor.process({
        version: 'v0.9',
        createSurface: {surfaceId: 's1', catalogId: BASIC_CATALOG_ID},
        deleteSurface: {surfaceId: 's1'},
      }).errors,
    );
    expect(error.category).to.equal('ValidationError');
    expect(error.message).to.contain('Message contains multiple conflicting update actions');
    expect(processor.surface('s1')).to.equal(undefined);
  });

  it('rejects v0.8 beginRendering, an unsupported version and a missing version', () => {
    const processor = new MessageProcessor();
    const {errors} = processor.process([
      {version: 'v0.9', beginRendering: {surfaceId: 'x', catalogId: 'c'}},
      {version: 'v99.0', createSurface: {surfaceId: 's1'}},
      {createSurface: {surfaceId: 's1', catalogId: BASIC_CATALOG_ID}},
    ]);
    expect(errors.map((e) => e.category)).to.deep.equal([
      'ValidationError',
      'ValidationError',
      'ValidationError',
    ]);
    expect(errors[0].message).to.contain(
      "'beginRendering' is not supported in protocol version v0.9",
    );
    expect(errors[1].message).to.contain("Unsupported protocol version 'v99.0'");
    expect(errors[2].message).to.contain('Missing required version field');
    expect(processor.surfaces()).to.deep.equal([]);
  });

  it('reports ValidationError for a surfaceId that is not a string', () => {
    const processor = new MessageProcessor();
    const error = only(
      processor.process({
        version: 'v0.9',
        createSurface: {surfaceId: 12345, catalogId: BASIC_CATALOG_ID},
      }).errors,
    );
    expect(error.category).to.equal('ValidationError');
    expect(error.message).to.contain('surfaceId must be a string');
  });

  it('accepts version v0.9.1 like v0.9', () => {
    const processor = new MessageProcessor();
    const result = processor.process([
      {version: 'v0.9.1', createSurface: {surfaceId: 's_v091', catalogId: BASIC_CATALOG_ID}},
      {
        version: 'v0.9.1',
        updateComponents: {
          surfaceId: 's_v091',
          components: [{id: 'root', component: 'Text', text: 'Hello v0.9.1'}],
        },
      },
    ]);
    expect(result.errors).to.deep.equal([]);
    expect(processor.surface('s_v091')!.node('root')!.props.text).to.equal('Hello v0.9.1');
  });

  it('gives the surface, the message and the pointer of every error apart, and calls onError', () => {
    const heard: A2uiError[] = [];
    const processor = new MessageProcessor({onError: (e) => heard.push(e)});
    const {errors} = processor.process([
      create(),
      components('s1', [
        {id: 'a', component: 'Text'},
        {id: 'b', component: 'Nope'},
      ]),
    ]);
    expect(heard).to.deep.equal(errors);
    const error = only(errors);
    expect(error.messageIndex).to.equal(1);
    expect(error.surfaceId).to.equal('s1');
    expect(error.pointer).to.equal('/updateComponents/components/1/component');
    expect(error.message).to.not.contain('/updateComponents');
    const line = formatA2uiError(error);
    expect(line).to.contain('surface "s1"');
    expect(line).to.contain('message 1');
    expect(line).to.contain('/updateComponents/components/1/component');
  });
});

describe('protocol: MessageProcessor, listeners', () => {
  it('tells listeners what changed, in order, and stops after unsubscribe', () => {
    const processor = new MessageProcessor();
    const events: SurfaceEvent[] = [];
    const stop = processor.subscribe((event) => events.push(event));
    processor.process([
      create(),
      components('s1', [
        {id: 'root', component: 'Column', children: ['t']},
        {id: 't', component: 'Text', text: 'x'},
      ]),
      data('s1', {path: '/a/b', value: 1}),
      data('s1', {value: {}}),
      {version: 'v0.9', deleteSurface: {surfaceId: 's1'}},
    ]);
    expect(events).to.deep.equal([
      {type: 'created', surfaceId: 's1', messageIndex: 0},
      {type: 'components', surfaceId: 's1', messageIndex: 1, changedIds: ['root', 't']},
      {type: 'data', surfaceId: 's1', messageIndex: 2, path: '/a/b', replaced: false},
      {type: 'data', surfaceId: 's1', messageIndex: 3, path: '/', replaced: true},
      {type: 'deleted', surfaceId: 's1', messageIndex: 4},
    ]);
    stop();
    processor.process(create('s2'));
    expect(events).to.have.length(5);
  });

  it('keeps going when a listener throws', () => {
    const thrown: unknown[] = [];
    const processor = new MessageProcessor({onListenerError: (e) => thrown.push(e)});
    const events: string[] = [];
    processor.subscribe(() => {
      throw new Error('boom');
    });
    processor.subscribe((event) => events.push(event.type));
    const result = processor.process([create(), create('s2')]);
    expect(result.errors).to.deep.equal([]);
    expect(events).to.deep.equal(['created', 'created']);
    expect(thrown).to.have.length(2);
  });
});

describe('protocol: MessageProcessor, strict topology (checkTopology)', () => {
  const run = (list: unknown[]) => {
    const processor = new MessageProcessor();
    processor.process([create(), components('s1', list)]);
    return processor.checkTopology('s1');
  };

  it('reports a missing root', () => {
    const errors = run([{id: 'c1', component: 'Card', child: 'c2'}]);
    expect(errors[0].message).to.contain('Missing root component');
  });

  it('reports direct, indirect and self cycles', () => {
    for (const list of [
      [
        {id: 'root', component: 'Card', child: 'c1'},
        {id: 'c1', component: 'Card', child: 'root'},
      ],
      [
        {id: 'root', component: 'Card', child: 'c1'},
        {id: 'c1', component: 'Card', child: 'c2'},
        {id: 'c2', component: 'Card', child: 'root'},
      ],
      [{id: 'root', component: 'Card', child: 'root'}],
    ]) {
      const error = only(run(list));
      expect(error.category).to.equal('ValidationError');
      expect(error.message).to.contain('Circular reference detected');
    }
  });

  it('reports dangling references and orphans, and reads tab children as references', () => {
    expect(only(run([{id: 'root', component: 'Card', child: 'missing'}])).message).to.contain(
      'Dangling reference',
    );
    expect(
      only(
        run([
          {id: 'root', component: 'Text', text: 'Hello'},
          {id: 'orphan_comp', component: 'Text', text: 'x'},
        ]),
      ).message,
    ).to.contain('Orphaned component');
    expect(
      run([
        {
          id: 'root',
          component: 'Tabs',
          tabs: [
            {title: 'Overview', child: 'tab_one'},
            {title: 'Details', child: 'tab_two'},
          ],
        },
        {id: 'tab_one', component: 'Text', text: 'First'},
        {id: 'tab_two', component: 'Text', text: 'Second'},
      ]),
    ).to.deep.equal([]);
  });

  it('reports nesting deeper than the renderer draws as RecursionError', () => {
    const list = Array.from({length: 260}, (_, i) => ({
      id: i === 0 ? 'root' : `c${i}`,
      component: 'Card',
      child: `c${i + 1}`,
    }));
    list.push({id: 'c260', component: 'Text', child: ''});
    const errors = run(list);
    expect(errors.some((e) => e.category === 'RecursionError')).to.equal(true);
  });
});
