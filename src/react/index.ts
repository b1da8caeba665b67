// `@svc/surfaces/react`: a React component for every element (React 18 and 19), generated from
// custom-elements.json (src/react/elements.ts). Importing it registers every tag lazily, as the
// root entry does, so a page downloads only the elements it renders. On the server (Node, no DOM)
// it imports without error and renders the bare tag; the element draws once the client loads it.
import '../index.js';

export * from './elements.js';
