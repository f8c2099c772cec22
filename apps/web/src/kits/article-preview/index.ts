// The live article preview (issue #5 §3): one component the configurators render beside the form.
export { ArticlePreview, type ArticlePreviewProps, type PreviewFabric } from './article-preview';
