// The PDF reports' shared pieces (a subpath of its own, so only the services that make reports load pdfkit).
export * from './chart-scale.ts';
export * from './pdf-text.ts';
export * from './report-document.ts';
export * from './pdf-route.ts';
