// @mantine/carousel's CSS in @layer mantine, loaded with the dashboard's ad carousel (issue 13).
import '@mantine/carousel/styles.layer.css';
