-- What a player does in Neovim with the README's configuration (read from README.md by
-- test/server/neovim-session.ts and given with -u), as keystrokes where the README names keys:
--   nvim --headless --clean -u README-init.lua -S neovim-drive.lua DECK
-- with DECKLIST_OUT (where to write what happened, a line each). It waits for the server's
-- diagnostics, hovers with K, applies a quick fix from \a, completes with the omnifunc
-- (<C-x><C-o>, then <C-y>), formats with \f, writes the lines and quits.
local out = {}
local function report(line) table.insert(out, line) end
local function code_of(d)
  return d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code) or '?'
end
local function line_text(lnum)
  return vim.api.nvim_buf_get_lines(0, lnum, lnum + 1, false)[1]
end
local function keys(k, mode)
  vim.api.nvim_feedkeys(vim.api.nvim_replace_termcodes(k, true, false, true), mode, false)
end
local function finish()
  vim.fn.writefile(out, vim.env.DECKLIST_OUT)
  vim.cmd('qall!')
end

-- What the server says outside the buffer: a message is shown as Neovim shows it; a request
-- that waits for an answer (a prompt) must never come.
for _, method in ipairs({ 'window/showMessage', 'window/showMessageRequest' }) do
  local shown = vim.lsp.handlers[method]
  vim.lsp.handlers[method] = function(err, result, ctx, config)
    report(string.format('%s %d %s', method, result.type, (result.message:gsub('\n', ' | '))))
    return shown(err, result, ctx, config)
  end
end

local function find_line(text)
  for i, l in ipairs(vim.api.nvim_buf_get_lines(0, 0, -1, false)) do
    if l == text then return i end
  end
end

-- Completion as a user of Neovim 0.7 without plugins gets it: the omnifunc the configuration
-- set, i_CTRL-X_CTRL-O on a new line after the typed text, the first match taken with CTRL-Y.
local function omni_steps(typed, after)
  local function step(i)
    if i > #typed then return after() end
    local lnum = vim.api.nvim_buf_line_count(0)
    vim.api.nvim_buf_set_lines(0, lnum, lnum, false, { typed[i] })
    vim.api.nvim_win_set_cursor(0, { lnum + 1, 0 })
    keys('A<C-x><C-o>', 'nt')
    local waited, done = 0, false
    local timer = vim.loop.new_timer()
    timer:start(100, 100, vim.schedule_wrap(function()
      -- Ticks already scheduled when the timer stops still run: only the first goes on.
      if done then return end
      waited = waited + 100
      -- In once the line is longer than typed (or after 10 s, and then as it is).
      if #line_text(lnum) > #typed[i] or waited > 10000 then
        done = true
        timer:stop()
        keys('<C-y><Esc>', 'nt')
        vim.defer_fn(function()
          report('omnifunc ' .. line_text(lnum))
          -- The completed line goes again: formatting below sees the deck as it was.
          vim.api.nvim_buf_set_lines(0, lnum, lnum + 1, false, {})
          step(i + 1)
        end, 200)
      end
    end))
  end
  step(1)
end

local function user_steps()
  report('omnifunc option ' .. vim.bo.omnifunc)
  for _, d in ipairs(vim.diagnostic.get(0)) do
    report(string.format('%d:%d %s %s', d.lnum + 1, d.col + 1, code_of(d), d.message))
  end
  -- K on a card name: the hover opens in a floating window.
  vim.api.nvim_win_set_cursor(0, { find_line('1 Goblin Piker'), 4 })
  keys('K', 'mx')
  local float
  vim.wait(5000, function()
    for _, w in ipairs(vim.api.nvim_list_wins()) do
      if vim.api.nvim_win_get_config(w).relative ~= '' then float = w end
    end
    return float ~= nil
  end, 50)
  if float then
    local text = table.concat(vim.api.nvim_buf_get_lines(vim.api.nvim_win_get_buf(float), 0, -1, false), ' | ')
    report('hover ' .. text)
    vim.api.nvim_win_close(float, true)
  else
    report('hover none')
  end
  -- A quick fix from \a, picked in the list vim.lsp.buf.code_action shows (vim.ui.select).
  local misspelt = find_line('1 Sol Rnig')
  vim.api.nvim_win_set_cursor(0, { misspelt, 4 })
  local titles = {}
  vim.ui.select = function(items, opts, on_choice)
    local picked
    for i, item in ipairs(items) do
      local title = (opts.format_item and opts.format_item(item)) or item.title or ''
      table.insert(titles, title)
      if not picked and title:find('Change to "Sol Ring"', 1, true) then picked = i end
    end
    if picked then on_choice(items[picked], picked) else on_choice(nil, nil) end
  end
  keys('\\a', 'mx')
  vim.wait(5000, function() return line_text(misspelt - 1) ~= '1 Sol Rnig' end, 50)
  report('actions ' .. table.concat(titles, ' | '))
  report('fixed ' .. line_text(misspelt - 1))
  omni_steps({ '1 Sol R', "1 Atraxa, Pr", '1 《稲妻/Lightning Bo' }, function()
    -- \f formats the deck: a line written in another style is rewritten.
    local last = vim.api.nvim_buf_line_count(0)
    vim.api.nvim_buf_set_lines(0, last, last, false, { 'counterspell x1' })
    keys('\\f', 'mx')
    report('formatted ' .. line_text(last))
    finish()
  end)
end

local waited, done = 0, false
local timer = vim.loop.new_timer()
timer:start(200, 200, vim.schedule_wrap(function()
  if done then return end
  waited = waited + 200
  local found = false
  for _, d in ipairs(vim.diagnostic.get(0)) do
    if code_of(d) ~= 'card-data' and code_of(d) ~= 'checking' then found = true end
  end
  if found or waited > 20000 then
    done = true
    timer:stop()
    if not found then report('timeout diagnostics') end
    user_steps()
  end
end))
