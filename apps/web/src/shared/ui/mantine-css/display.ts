// Alert, Avatar, Badge, Card, Center, Grid, Image, SimpleGrid, Skeleton, Timeline: imported by the lazy pages that draw them,
// so this CSS loads with the page instead of blocking the first screen (issue 13).
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Grid.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Timeline.layer.css';
