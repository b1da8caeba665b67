// What an app imports to show A2UI v0.9 surfaces with the reference renderer: the surface element
// with its basic catalog, and the message processor. The bench measures its eager size.
export {A2uiSurface, basicCatalog} from '@a2ui/lit/v0_9';
export {MessageProcessor} from '@a2ui/web_core/v0_9';
