import { ShopFloorScreen } from '../components/shop-floor-screen';

export const handle = { title: 'Shop floor' };
export const Component = ShopFloorScreen;
