// framer-motion's drag and layout machinery, in a chunk of its own: fetched on the shopper's first interaction.
export { domMax } from 'framer-motion';
