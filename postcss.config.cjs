// Mantine's CSS uses its own mixins and rem() helpers; postcss-preset-mantine expands them.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
