/** A place to mark on a map; `name` is what the marker is called for screen readers and on hover. */
export interface MapPoint {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
}

export interface MapViewProps {
  /** The map's accessible name (it is a labelled region). */
  label: string;
  points: MapPoint[];
  /** Called when a marker is clicked, or pressed with Enter or Space. */
  onSelect?: (id: string) => void;
  /**
   * `fit`: frame every point (the default centre when there are none); `default`: the spec's centre
   * and zoom 7 whatever the points, except a single chosen point, which is always centred.
   */
  framing?: 'fit' | 'default';
  /** Centre on the one point shown (an entry chosen from a list). */
  focused?: boolean;
}
