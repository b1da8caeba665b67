// custom-elements.json describes the public API only: members that are private or protected
// (TypeScript `private`/`protected`, `#names`, `_names`) are left out, so editors and Storybook
// Docs list what a host can use. Lit's own statics (`styles`, `properties`…) go too.
const litStatics = new Set(['styles', 'properties', 'shadowRootOptions', 'formAssociated']);

function isPublic(member) {
  if (member.privacy === 'private' || member.privacy === 'protected') return false;
  if (member.name.startsWith('#') || member.name.startsWith('_')) return false;
  return !(member.static && litStatics.has(member.name));
}

/** An analyzer plugin that drops the non-public members of every class. */
export function publicApiPlugin() {
  return {
    name: 'public-api-only',
    packageLinkPhase({customElementsManifest}) {
      for (const mod of customElementsManifest.modules ?? []) {
        for (const declaration of mod.declarations ?? []) {
          if (Array.isArray(declaration.members)) {
            declaration.members = declaration.members.filter(isPublic);
          }
        }
      }
    },
  };
}
