// The live article preview (issue #5 §3): one component the configurators render beside the form.
// `ArticleDrawing` is the same drawing told its unit system, for pages without an account.
export {
  ArticleDrawing,
  type ArticleDrawingProps,
} from './article-drawing';
export { ArticlePreview, type ArticlePreviewProps, type PreviewFabric } from './article-preview';
