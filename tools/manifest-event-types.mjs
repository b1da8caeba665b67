// Each event in custom-elements.json names the class its listeners receive (`SvcActionEvent`,
// `SvcFormValueEvent`), so the framework types and React wrappers generated from the manifest
// (tools/generate-framework-types.mjs) hand listeners a typed event. The class of an event comes
// from, in order: the analyzer (`@fires {SvcTodoActionEvent} svc-todo-action`), a leading
// `{SvcFormValueEvent}` in the `@fires` text (removed from the text), a leading
// `` `SvcConnectorSubmitEvent`: `` in it, or the one event class whose `static type` (or literal
// `super('…')` argument) is that name.
//
// Only documented events stay: what the analyzer guesses from `dispatchEvent` calls alone (an
// entry without a name for `new SvcSurfaceErrorEvent(…)`, or one named after a variable, `type`)
// is dropped; every event a host can listen for has its `@fires` line.

/** The string literal a class declares as its event type, if any. */
function declaredEventName(ts, node) {
  for (const member of node.members) {
    const isStatic = member.modifiers?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword);
    if (
      isStatic &&
      ts.isPropertyDeclaration(member) &&
      member.name.getText() === 'type' &&
      member.initializer &&
      ts.isStringLiteral(member.initializer)
    ) {
      return member.initializer.text;
    }
    if (ts.isConstructorDeclaration(member) && member.body) {
      for (const statement of member.body.statements) {
        const call = ts.isExpressionStatement(statement) ? statement.expression : undefined;
        const first = call && ts.isCallExpression(call) ? call.arguments[0] : undefined;
        if (call?.expression.kind === ts.SyntaxKind.SuperKeyword && first) {
          if (ts.isStringLiteral(first)) return first.text;
        }
      }
    }
  }
  return undefined;
}

const extendsAnEvent = (node) =>
  node.heritageClauses?.some((clause) =>
    clause.types.some((type) => /Event$/.test(type.expression.getText())),
  );

export function eventTypesPlugin() {
  /** event name → the classes declaring it */
  const classesByEvent = new Map();
  const eventClasses = new Set();
  return {
    name: 'event-types',
    analyzePhase({ts, node}) {
      if (!ts.isClassDeclaration(node) || !node.name || !extendsAnEvent(node)) return;
      eventClasses.add(node.name.text);
      const name = declaredEventName(ts, node);
      if (!name) return;
      if (!classesByEvent.has(name)) classesByEvent.set(name, new Set());
      classesByEvent.get(name).add(node.name.text);
    },
    packageLinkPhase({customElementsManifest}) {
      const byName = (name) => {
        const classes = classesByEvent.get(name);
        return classes?.size === 1 ? [...classes][0] : undefined;
      };
      for (const mod of customElementsManifest.modules ?? []) {
        for (const declaration of mod.declarations ?? []) {
          if (!Array.isArray(declaration.events)) continue;
          declaration.events = declaration.events
            .filter((event) => event.name && event.description)
            .map((event) => {
              const braced = /^\{(\w+)\}\s*/.exec(event.description);
              const ticked = /^`(\w+)`:/.exec(event.description);
              const fromText = [braced, ticked].find((m) => m && eventClasses.has(m[1]))?.[1];
              const description =
                braced && fromText ? event.description.slice(braced[0].length) : event.description;
              const text =
                event.type?.text && event.type.text !== 'Event'
                  ? event.type.text
                  : (fromText ?? byName(event.name) ?? event.type?.text);
              return {...event, description, ...(text ? {type: {text}} : {})};
            });
        }
      }
    },
  };
}
