import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

// A calm clinical palette: a deep teal for actions (white text on `brand.700` passes WCAG AA), cool
// slate neutrals for surfaces, and Chakra's own green / orange / red for outcomes.
const config = defineConfig({
  globalCss: {
    html: { colorPalette: 'brand' },
    body: { bg: 'bg.canvas', color: 'fg' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: {
          value: "Inter, 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif",
        },
        body: {
          value: "Inter, 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif",
        },
      },
      colors: {
        brand: {
          50: { value: '#f0fdfa' },
          100: { value: '#ccfbf1' },
          200: { value: '#99f6e4' },
          300: { value: '#5eead4' },
          400: { value: '#2dd4bf' },
          500: { value: '#14b8a6' },
          600: { value: '#0d9488' },
          700: { value: '#0f766e' },
          800: { value: '#115e59' },
          900: { value: '#134e4a' },
          950: { value: '#042f2e' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.800}' },
          muted: { value: '{colors.brand.200}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.300}' },
          focusRing: { value: '{colors.brand.600}' },
        },
        bg: {
          canvas: { value: '#f4f7f9' },
        },
        sidebar: {
          bg: { value: '{colors.brand.950}' },
          fg: { value: '#d5ece9' },
          active: { value: '{colors.brand.800}' },
          hover: { value: '{colors.brand.900}' },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
