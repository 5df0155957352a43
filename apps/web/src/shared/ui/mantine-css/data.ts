// DataList, LoadingOverlay, Pagination, Tooltip, Table, Tabs: for the lazy pages that draw them (issue 13).
import '@mantine/core/styles/DataList.layer.css';
import '@mantine/core/styles/LoadingOverlay.layer.css';
import '@mantine/core/styles/Pagination.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
