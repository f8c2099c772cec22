// Documents an order has (open, download), the confirm dialog's print options, and sharing an
// offer's quote with the end customer.
export { DocumentChoices, DocumentList, DocumentsLink } from './document-list';
export { ShareQuoteButton } from './share-quote';
