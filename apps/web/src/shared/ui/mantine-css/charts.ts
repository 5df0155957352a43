// @mantine/charts draws with ColorSwatch and Tooltip: theirs first, then its own, all in @layer mantine (issue 13).
import '@mantine/core/styles/ColorSwatch.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import '@mantine/charts/styles.layer.css';
