import { polygonToVertices, rectangleFrom, verticesToPolygon } from './area-editor';
import { boundsOf } from './area-layer';

describe('area editing helpers', () => {
  it('spans a rectangle from any two opposite corners, counter-clockwise from south-west', () => {
    const expected = [
      [80, 25],
      [84, 25],
      [84, 27],
      [80, 27],
    ];
    expect(rectangleFrom([80, 25], [84, 27])).toEqual(expected);
    expect(rectangleFrom([84, 25], [80, 27])).toEqual(expected);
    expect(rectangleFrom([84, 27], [80, 25])).toEqual(expected);
  });

  it('closes the ring for GeoJSON and opens it again for editing', () => {
    expect(
      verticesToPolygon([
        [0, 0],
        [1, 0],
      ]),
    ).toBeNull();
    const polygon = verticesToPolygon([
      [0, 0],
      [1, 0],
      [1, 1],
    ])!;
    expect(polygon.coordinates[0]).toEqual([
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 0],
    ]);
    expect(polygonToVertices(polygon)).toEqual([
      [0, 0],
      [1, 0],
      [1, 1],
    ]);
    expect(polygonToVertices({ type: 'MultiPolygon', coordinates: [] })).toEqual([]);
    expect(polygonToVertices(null)).toEqual([]);
  });

  it('bounds several geometries as [[south, west], [north, east]]', () => {
    expect(
      boundsOf([
        verticesToPolygon([
          [80, 25],
          [84, 25],
          [84, 27],
        ])!,
        {
          type: 'MultiPolygon',
          coordinates: [
            [
              [
                [-10, -5],
                [0, -5],
                [0, 0],
                [-10, -5],
              ],
            ],
          ],
        },
      ]),
    ).toEqual([
      [-5, -10],
      [27, 84],
    ]);
    expect(boundsOf([])).toBeNull();
  });
});
