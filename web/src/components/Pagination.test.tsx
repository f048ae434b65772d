import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { type PageLink, Pagination } from './Pagination';

const pages = (count: number, current: number): PageLink[] =>
  Array.from({ length: count }, (_, i) => ({
    page: i + 1,
    cursor: i === 0 ? null : `c${i + 1}`,
    isCurrent: i + 1 === current,
  }));

const pageNumbers = () =>
  screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.getAttribute('aria-label'));

describe('Pagination', () => {
  it('shows every page of a short list and marks the current one', () => {
    renderWithApp(<Pagination pages={pages(3, 2)} onPage={() => {}} label="Users pages" />);
    expect(screen.getByRole('navigation', { name: 'Users pages' })).toBeTruthy();
    expect(pageNumbers()).toEqual(['Page 1', 'Page 2', 'Page 3']);
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { unmount } = renderWithApp(<Pagination pages={pages(3, 1)} onPage={() => {}} label="Pages" />);
    expect(screen.getByRole('button', { name: /Previous/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: /Next/ }).hasAttribute('disabled')).toBe(false);
    unmount();
    renderWithApp(<Pagination pages={pages(3, 3)} onPage={() => {}} label="Pages" />);
    expect(screen.getByRole('button', { name: /Next/ }).hasAttribute('disabled')).toBe(true);
  });

  it("opens the neighbouring page's cursor with Previous and Next", () => {
    const onPage = vi.fn();
    renderWithApp(<Pagination pages={pages(4, 2)} onPage={onPage} label="Pages" />);
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(onPage).toHaveBeenLastCalledWith('c3');
    fireEvent.click(screen.getByRole('button', { name: /Previous/ }));
    expect(onPage).toHaveBeenLastCalledWith(null);
  });

  it('opens a numbered page, but does nothing for the page already shown', () => {
    const onPage = vi.fn();
    renderWithApp(<Pagination pages={pages(4, 2)} onPage={onPage} label="Pages" />);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPage).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onPage).toHaveBeenCalledWith('c4');
  });

  it('shortens a long list to first, last and the neighbours of the current page', () => {
    renderWithApp(<Pagination pages={pages(20, 10)} onPage={() => {}} label="Pages" />);
    expect(pageNumbers()).toEqual(['Page 1', 'Page 9', 'Page 10', 'Page 11', 'Page 20']);
  });

  it('shows nothing when there are no pages', () => {
    const { container } = renderWithApp(<Pagination pages={[]} onPage={() => {}} label="Pages" />);
    expect(container.querySelector('nav')).toBeNull();
  });

  it('disables every control while a page is loading', () => {
    renderWithApp(<Pagination pages={pages(3, 2)} onPage={() => {}} label="Pages" disabled />);
    for (const button of screen.getAllByRole('button')) expect(button.hasAttribute('disabled')).toBe(true);
  });
});
