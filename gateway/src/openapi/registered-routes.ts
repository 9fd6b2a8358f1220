import type { Router } from 'express';

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
}

/**
 * The routes an Express router really answers, as `METHOD /path`, walking routers mounted inside it
 * (the facade mounts the analyzer's router at its root). Used to hold the OpenAPI description to the code.
 */
export function registeredRoutes(router: Router): string[] {
  const out = new Set<string>();
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const [method, on] of Object.entries(layer.route.methods))
          if (on && method !== '_all') out.add(`${method.toUpperCase()} ${layer.route.path}`);
      } else if (layer.handle.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  walk((router as unknown as { stack: Layer[] }).stack);
  return [...out].sort();
}
