import { fireEvent, screen } from '@testing-library/react';
import { renderWithI18n } from '../testing/render';
import { initialBasemap, isUsableService, tileUrl } from './basemaps';
import { MeasureMap } from './measure-map';

const SATELLITE = { url: 'https://tiles.example.test/img/{z}/{x}/{y}?tk={key}', key: 'a b' };

describe('MeasureMap', () => {
  beforeEach(() => {
    // The offline basemap is fetched from the app's origin; jsdom has none, and the overlays work without it.
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('offline in tests'));
  });
  afterEach(() => vi.restoreAllMocks());

  it('starts on the illustrative offline basemap when no service is configured, the others disabled', () => {
    renderWithI18n(<MeasureMap />, 'zh-CN');
    expect(screen.getByTestId('map-illustrative')).toHaveTextContent('示意底图（Natural Earth 1:50m），国界仅供示意');
    const disabled = document.querySelectorAll('.ant-segmented-item-disabled');
    expect(disabled).toHaveLength(3);
    expect(document.querySelector('.leaflet-container')).not.toBeNull();
    expect(document.querySelector('.leaflet-tile-pane img')).toBeNull();
  });

  it('shows a configured service first and switches to the offline map and back', () => {
    renderWithI18n(<MeasureMap services={{ satellite: SATELLITE }} />, 'en-US');
    expect(screen.queryByTestId('map-illustrative')).toBeNull();
    fireEvent.click(screen.getByText('Illustrative'));
    expect(screen.getByTestId('map-illustrative')).toHaveTextContent('Illustrative basemap');
    fireEvent.click(screen.getByText('Satellite'));
    expect(screen.queryByTestId('map-illustrative')).toBeNull();
  });

  it('toggles the measuring tools and shows the hint of the active one', () => {
    renderWithI18n(<MeasureMap />, 'en-US');
    fireEvent.click(screen.getByRole('button', { name: 'Distance' }));
    expect(screen.getByTestId('measure-result')).toHaveTextContent('Click the map to add measuring points');
    fireEvent.click(screen.getByRole('button', { name: 'Area' }));
    expect(screen.getByTestId('measure-result')).toHaveTextContent('at least 3');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByTestId('measure-result')).toBeNull();
  });
});

describe('basemap configuration', () => {
  it('accepts only http(s) templates with the tile placeholders and fills the key', () => {
    expect(isUsableService(SATELLITE)).toBe(true);
    expect(isUsableService({ url: 'file:///tiles/{z}/{x}/{y}' })).toBe(false);
    expect(isUsableService({ url: 'https://x.test/tiles' })).toBe(false);
    expect(isUsableService(undefined)).toBe(false);
    expect(tileUrl(SATELLITE)).toBe('https://tiles.example.test/img/{z}/{x}/{y}?tk=a%20b');
    expect(initialBasemap({})).toBe('offline');
    expect(initialBasemap({ national: SATELLITE })).toBe('national');
  });
});
